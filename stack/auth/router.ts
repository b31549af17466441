/** Which route module answers which method and path. */
import { AuthHttpError } from './errors.ts';
import type { AuthContext } from './context.ts';
import { Reply, type Req } from './http.ts';
import { generateLink, invite } from './routes/admin-links.ts';
import {
  adminCreate,
  adminDelete,
  adminGet,
  adminList,
  adminUpdate,
} from './routes/admin-users.ts';
import { otp, recover, resend, verifyGet, verifyPost } from './routes/email-links.ts';
import { health, jwks, settings } from './routes/meta.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { getUser, logout, updateUser } from './routes/user.ts';

type Handler = (app: AuthContext, req: Req) => Promise<Reply>;

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/invite': { POST: invite },
  '/admin/generate_link': { POST: generateLink },
  '/health': { GET: health },
  '/settings': { GET: settings },
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/otp': { POST: otp },
  '/magiclink': { POST: otp },
  '/resend': { POST: resend },
  '/.well-known/jwks.json': { GET: jwks },
};

const methodNotAllowed = () => new AuthHttpError(405, 'method_not_allowed', 'Method not allowed');

function adminUsersRoute(app: AuthContext, req: Req, rawId: string | undefined): Promise<Reply> {
  const id = rawId ? decodeURIComponent(rawId) : null;
  const { method } = req;
  if (!id && method === 'GET') return adminList(app, req);
  if (!id && method === 'POST') return adminCreate(app, req);
  if (id && method === 'GET') return adminGet(app, req, id);
  if (id && method === 'PUT') return adminUpdate(app, req, id);
  if (id && method === 'DELETE') return adminDelete(app, req, id);
  throw methodNotAllowed();
}

export async function route(app: AuthContext, req: Req): Promise<Reply> {
  if (req.method === 'OPTIONS') return new Reply(204, null);
  const admin = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(req.path);
  if (admin) return adminUsersRoute(app, req, admin[1]);
  const r = ROUTES[req.path.replace(/\/+$/, '') || '/'];
  if (!r) throw new AuthHttpError(404, 'not_found', 'Not found');
  const h = r[req.method];
  if (!h) throw methodNotAllowed();
  return h(app, req);
}
