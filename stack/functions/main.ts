// Local Edge Functions runner (Deno). Imports every supabase/functions/<name>/index.ts, captures
// the handler each passes to Deno.serve, and serves them on one port as /<name>/... (the gateway
// maps /functions/v1/<name> here). A function that fails to load answers 500 with its error,
// without taking the others down. Local tooling only; hosted Supabase runs each function itself.

type Handler = (req: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

const dir = Deno.env.get('FUNCTIONS_DIR');
const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? '54333');
if (!dir) throw new Error('FUNCTIONS_DIR is not set');

// The gateway's per-run secret: only a request carrying it may state the client address
// (stack/README.md, "Client addresses"); the header itself never reaches a function.
const gatewaySecret = Deno.env.get('STACK_GATEWAY_SECRET') ?? '';
const SECRET_HEADER = 'x-stack-gateway-secret';
const ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'cf-connecting-ip'];

function fromGatewayOnly(req: Request, info: Deno.ServeHandlerInfo): Request {
  const headers = new Headers(req.headers);
  const trusted = gatewaySecret !== '' && headers.get(SECRET_HEADER) === gatewaySecret;
  headers.delete(SECRET_HEADER);
  if (!trusted) {
    const peer = (info.remoteAddr as Deno.NetAddr).hostname;
    for (const name of ADDRESS_HEADERS) headers.delete(name);
    headers.set('x-forwarded-for', peer);
    headers.set('cf-connecting-ip', peer);
  }
  return new Request(req, { headers });
}

const handlers = new Map<string, Handler>();
const loadErrors = new Map<string, string>();
let loading: string | null = null;

const realServe = Deno.serve.bind(Deno);

// deno-lint-ignore no-explicit-any
function captureServe(...args: any[]): Deno.HttpServer {
  const handler: Handler | undefined =
    typeof args[0] === 'function'
      ? args[0]
      : typeof args[1] === 'function'
        ? args[1]
        : args[0]?.handler;
  if (!loading) throw new Error('Deno.serve called outside of a function module load');
  if (!handler) throw new Error(`function ${loading}: Deno.serve was called without a handler`);
  handlers.set(loading, handler);
  // A stand-in server object: the real listener is the runner's.
  return {
    finished: Promise.resolve(),
    addr: { transport: 'tcp', hostname: '127.0.0.1', port },
    shutdown: () => Promise.resolve(),
    ref() {},
    unref() {},
    [Symbol.asyncDispose]: () => Promise.resolve(),
  } as unknown as Deno.HttpServer;
}
// deno-lint-ignore no-explicit-any
(Deno as any).serve = captureServe;

const names: string[] = [];
for await (const entry of Deno.readDir(dir)) {
  if (!entry.isDirectory || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
  try {
    await Deno.stat(`${dir}/${entry.name}/index.ts`);
    names.push(entry.name);
  } catch {
    /* not a function folder */
  }
}
names.sort();
for (const name of names) {
  loading = name;
  try {
    await import(`file://${dir}/${name}/index.ts`);
    if (!handlers.has(name)) loadErrors.set(name, 'index.ts did not call Deno.serve');
  } catch (e) {
    loadErrors.set(name, e instanceof Error ? e.message : String(e));
    console.error(`[functions] ${name} failed to load: ${loadErrors.get(name)}`);
  }
}
loading = null;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });
}

realServe(
  {
    port,
    hostname: '127.0.0.1',
    onListen: () => console.log(`functions listening on ${port}: ${names.join(', ')}`),
  },
  async (req, info) => {
    const url = new URL(req.url);
    const name = url.pathname.replace(/^\/functions\/v1/, '').split('/')[1] ?? '';
    if (name === '_health')
      return json(200, { functions: [...handlers.keys()], errors: Object.fromEntries(loadErrors) });
    const handler = handlers.get(name);
    if (!handler) {
      if (loadErrors.has(name))
        return json(500, { error: `Function ${name} failed to load: ${loadErrors.get(name)}` });
      return json(404, { error: `Function not found: ${name}` });
    }
    try {
      return await handler(fromGatewayOnly(req, info), info);
    } catch (e) {
      console.error(`[functions] ${name} threw: ${e instanceof Error ? e.message : String(e)}`);
      return json(500, { error: 'Internal function error' });
    }
  },
);
