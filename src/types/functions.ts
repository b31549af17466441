/**
 * The edge functions the app calls (supabase/functions/README.md): invokeFunction's names
 * (src/lib/functions.ts) and the claim forms' (src/features/claims/api/backend.ts). A module of
 * types only, so the claim forms and the node-side tests can name them without the client.
 */
export type FunctionName =
  | 'create-profile-trigger'
  | 'create-staff-user'
  | 'delete-user'
  | 'get-all-users-email'
  | 'send-approved-answer'
  | 'verify-turnstile';
