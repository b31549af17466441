/** Starts the Deno runner (stack/functions/main.ts) with the env hosted Supabase gives functions. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type StackConfig } from './config.ts';
import { startProcess, type Managed } from './proc.ts';
import { waitForHttp } from './ports.ts';

export function denoBinary(): string {
  const bin = path.join(
    ROOT,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'deno.cmd' : 'deno',
  );
  if (!fs.existsSync(bin))
    throw new Error('Deno is not installed (npm package `deno`); run npm install');
  return bin;
}

/** Reads KEY=VALUE lines, like `supabase functions serve --env-file`. */
export function readEnvFile(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (m) out[m[1]!] = m[2]!.replace(/^['"]|['"]$/g, '');
  }
  return out;
}

export function denoArgs(script: string, watch = false): string[] {
  const config = path.join(ROOT, 'supabase', 'functions', 'deno.json');
  const args = ['run', '--allow-all', '--no-prompt', '--node-modules-dir=manual'];
  if (fs.existsSync(config)) args.push(`--config=${config}`);
  if (watch) args.push(`--watch=${path.join(ROOT, 'supabase', 'functions')}`, '--no-clear-screen');
  args.push(script);
  return args;
}

export async function startFunctions(
  cfg: StackConfig,
  dbUrl: string,
  extraEnv: Record<string, string> = {},
  watch = false,
): Promise<Managed> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PROMPT: '1',
    FUNCTIONS_DIR: path.join(ROOT, 'supabase', 'functions'),
    FUNCTIONS_PORT: String(cfg.functionsPort),
    SUPABASE_URL: cfg.apiUrl,
    SUPABASE_ANON_KEY: cfg.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
    SUPABASE_DB_URL: dbUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(cfg.mailPort),
    SMTP_USER: '',
    SMTP_PASS: '',
    MAIL_FROM: 'no-reply@claimdesk.test',
    SITE_URL: cfg.siteUrl,
    STACK_GATEWAY_SECRET: cfg.gatewaySecret,
    ...readEnvFile(path.join(ROOT, 'supabase', 'functions', '.env')),
    ...extraEnv,
  };
  const proc = startProcess(
    'functions',
    denoBinary(),
    denoArgs(path.join(ROOT, 'stack', 'functions', 'main.ts'), watch),
    {
      env,
      cwd: ROOT,
      verbose: cfg.verbose,
    },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${cfg.functionsPort}/_health`, 60_000);
  } catch (e) {
    const tail = proc.tail();
    await proc.stop();
    throw new Error(`The functions runner did not start: ${(e as Error).message}\n${tail}`);
  }
  return proc;
}
