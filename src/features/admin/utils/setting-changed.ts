import { SETTINGS_MESSAGES } from '@/features/admin/messages/settings';
import { formatDateTime } from '@/lib/format';

/**
 * When and by whom a setting last changed, from the settings RPCs (they name the administrator, also
 * one deleted since, from the audit). A change with no administrator behind it is the value the
 * installation or the demo data set: never "by someone".
 */
export function settingChanged(at: string | null, by: string | null): string {
  if (!at) return SETTINGS_MESSAGES.neverChanged;
  return by
    ? SETTINGS_MESSAGES.lastChanged(formatDateTime(at), by)
    : SETTINGS_MESSAGES.setAtSetup(formatDateTime(at));
}
