/** GET /health, /settings and /.well-known/jwks.json. */
import type { AuthContext } from '../context.ts';
import { json, type Reply } from '../http.ts';

const VERSION = 'v2.170.0-claimdesk-local';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'x',
  'zoom',
  'phone',
];

export async function health(): Promise<Reply> {
  return json({
    version: VERSION,
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

export async function settings(app: AuthContext): Promise<Reply> {
  const external: Record<string, boolean> = { email: true };
  for (const p of EXTERNAL_PROVIDERS) external[p] = false;
  return json({
    external,
    disable_signup: false,
    mailer_autoconfirm: app.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** GoTrue signs with the shared HS256 secret here, so there are no public keys to publish. */
export async function jwks(): Promise<Reply> {
  return json({ keys: [] });
}
