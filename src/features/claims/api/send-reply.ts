import { publicRest } from '@/lib/public-api';

/** Posts the reply (the server screens it for PHI again and spends the token). */
export async function sendReply(token: string, message: string, phiConfirmed: boolean) {
  const { error } = await publicRest.rpc('reply_info_request_by_token', {
    p_token: token,
    p_message: message,
    p_phi_confirmed: phiConfirmed,
  });
  if (error) throw error;
}
