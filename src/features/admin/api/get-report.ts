import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { ReportGroup, ReportRow } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

interface ReportArgs {
  /** ISO instants: [from, to). */
  from: string;
  to: string;
  group: ReportGroup;
  timeZone: string;
}

/** Report rows, one per group plus the total row; all aggregation is done by admin_report in SQL. */
export async function getReport(args: ReportArgs): Promise<ReportRow[]> {
  const { data, error } = await supabase.rpc('admin_report', {
    p_from: args.from,
    p_to: args.to,
    p_group: args.group,
    p_time_zone: args.timeZone,
  });
  if (error) throw error;
  return data;
}

export function useReport(args: ReportArgs, enabled = true) {
  return useQuery({
    queryKey: adminKeys.report(args),
    queryFn: () => getReport(args),
    enabled,
    placeholderData: keepPreviousData,
  });
}
