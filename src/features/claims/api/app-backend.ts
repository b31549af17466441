import type { ClaimBackend } from '@/features/claims/api/backend';
import { supabaseBackend } from '@/features/claims/api/supabase-backend';
import { supabase } from '@/lib/supabase';

/** Claim calls for signed-in users: the full client, so the user's JWT applies. */
export const appBackend: ClaimBackend = supabaseBackend(supabase);
