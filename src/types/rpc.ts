import type { Database } from '@/types/database';

type Fns = Database['public']['Functions'];
type RowOf<F extends keyof Fns> = Fns[F]['Returns'] extends (infer R)[] ? R : never;

/**
 * One row of an RPC that `returns table (...)`, with the columns that can be SQL null marked so:
 * the generated types (like `supabase gen types`) type every such column as non-null.
 */
export type RpcRow<F extends keyof Fns, Nullable extends keyof RowOf<F> = never> = Omit<
  RowOf<F>,
  Nullable
> & { [K in Nullable]: RowOf<F>[K] | null };

/**
 * An RPC's arguments as PostgREST takes them: any argument may be SQL null. The generated Args
 * (like supabase's) leave null out, so a call passing nulls states `as Functions<F>['Args']`.
 */
export type RpcArgs<F extends keyof Fns> = {
  [K in keyof Fns[F]['Args']]-?: Fns[F]['Args'][K] | null;
};
