import { publicRest } from '@/lib/public-api';

type ReplyLinkState = 'open' | 'used' | 'expired' | 'invalid';

export interface ReplyLinkRequest {
  state: ReplyLinkState;
  question_title: string | null;
  question_status: string | null;
  message: string | null;
  asked_by_name: string | null;
  asked_at: string | null;
}

/** What the emailed link opens: its state and, when open, its one request. */
export async function readReplyLink(token: string): Promise<ReplyLinkRequest> {
  const { data, error } = await publicRest.rpc('info_request_by_token', {
    p_token: token,
  });
  if (error) throw error;
  const rows = (data ?? []) as ReplyLinkRequest[];
  return rows[0] ?? { ...EMPTY, state: 'invalid' };
}

const EMPTY = {
  question_title: null,
  question_status: null,
  message: null,
  asked_by_name: null,
  asked_at: null,
};
