import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { REPORTS_MESSAGES } from '@/features/admin/messages/reports';
import { REPORT_GROUPS, type ReportRange } from '@/features/admin/utils/report-range';

/** The report's date range and grouping; every change is written to the URL by `setParam`. */
export function ReportRangeForm({
  range,
  rangeError,
  timeZone,
  setParam,
}: {
  range: ReportRange;
  rangeError: string;
  timeZone: string;
  setParam: (key: string, value: string) => void;
}) {
  return (
    <form
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-3"
      onSubmit={(e) => e.preventDefault()}
      aria-label="Report range"
    >
      <label className="grid gap-1 text-sm">
        {REPORTS_MESSAGES.from}
        <Input
          type="date"
          value={range.from}
          aria-invalid={Boolean(rangeError) || undefined}
          aria-describedby={rangeError ? 'report-range-error' : undefined}
          onChange={(e) => e.target.value && setParam('from', e.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm">
        {REPORTS_MESSAGES.to}
        <Input
          type="date"
          value={range.to}
          onChange={(e) => e.target.value && setParam('to', e.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm">
        {REPORTS_MESSAGES.group}
        <NativeSelect value={range.group} onChange={(e) => setParam('group', e.target.value)}>
          {REPORT_GROUPS.map((g) => (
            <option key={g} value={g}>
              {REPORTS_MESSAGES.groups[g]}
            </option>
          ))}
        </NativeSelect>
      </label>
      {rangeError && (
        <p id="report-range-error" className="text-sm font-medium text-destructive sm:col-span-3">
          {rangeError}
        </p>
      )}
      {range.group === 'week' && (
        <p className="text-xs text-muted-foreground sm:col-span-3">
          {REPORTS_MESSAGES.timeZone(timeZone)}
        </p>
      )}
    </form>
  );
}
