// @vitest-environment node
import { describeError, conflictSentence } from '@/lib/api-error';
import { canClaim } from '@/features/expert/utils/can-claim';
import { niceTicks } from '@/components/charts/chart-scale';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { formatAge, formatAgo } from '@/features/expert/utils/format';
import { formatCount, formatHours, formatPercent } from '@/lib/format';
import {
  decodeCursor,
  EMPTY_FILTERS,
  encodeCursor,
  endOfDayExclusiveIso,
  startOfDayIso,
  toListArgs,
} from '@/features/expert/utils/keyset';

describe('keyset cursor and RPC arguments', () => {
  it('round-trips a cursor, and rejects malformed ones', () => {
    const c = {
      createdAt: '2026-11-22T01:02:03.123456+00:00',
      id: '6f1c1b4e-0000-4000-8000-000000000001',
    };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor(null)).toBeNull();
    expect(decodeCursor('no-separator')).toBeNull();
  });

  it('maps the page filters to expert_list_questions arguments', () => {
    expect(toListArgs(EMPTY_FILTERS, null, 26)).toEqual({
      p_status: null,
      p_account_id: null,
      p_no_account: false,
      p_type: null,
      p_from: null,
      p_to: null,
      p_search: null,
      p_after_created_at: null,
      p_after_id: null,
      p_limit: 26,
      p_expert_id: null,
      p_overdue: false,
    });
    expect(toListArgs({ ...EMPTY_FILTERS, overdue: '1' }, null, 26).p_overdue).toBe(true);
    const args = toListArgs(
      {
        status: 'pending',
        account: 'none',
        type: 'Hospital - Inpatient',
        from: '2026-11-01',
        to: '2026-11-02',
        search: '  modifier 25 ',
      },
      { createdAt: '2026-11-02T10:00:00+00:00', id: 'abc' },
      11,
    );
    expect(args).toMatchObject({
      p_status: 'pending',
      p_account_id: null,
      p_no_account: true,
      p_type: 'Hospital - Inpatient',
      p_search: 'modifier 25',
      p_after_created_at: '2026-11-02T10:00:00+00:00',
      p_after_id: 'abc',
      p_limit: 11,
    });
    // the "to" day is inclusive: the bound is the next local midnight
    expect(new Date(args.p_to!).getTime() - new Date(args.p_from!).getTime()).toBe(
      2 * 24 * 3600 * 1000,
    );
    expect(toListArgs({ ...EMPTY_FILTERS, account: 'acc-1' }, null, 5)).toMatchObject({
      p_account_id: 'acc-1',
      p_no_account: false,
    });
  });

  it('turns local calendar days into instants', () => {
    expect(new Date(startOfDayIso('2026-03-05')).getDate()).toBe(5);
    expect(new Date(endOfDayExclusiveIso('2026-03-31')).getMonth()).toBe(3); // 1 April
  });
});

describe('error toasts', () => {
  it('reads PT409 as someone else acting first', () => {
    expect(
      describeError({ code: 'PT409', message: 'This answer has already been approved' }),
    ).toEqual({
      title: EXPERT_TOASTS.conflictTitle,
      description: `This answer has already been approved by someone else. ${EXPERT_TOASTS.conflictRefreshed}`,
      conflict: true,
    });
    expect(conflictSentence('Cannot answer a question that is awaiting_approval')).toBe(
      'Cannot answer a question that is awaiting approval: it changed a moment ago.',
    );
  });

  it('keeps the server message for refusals and other errors', () => {
    expect(
      describeError({ code: '42501', message: 'You cannot approve your own answer' }),
    ).toMatchObject({
      title: EXPERT_TOASTS.forbiddenTitle,
      description: 'You cannot approve your own answer',
      conflict: false,
    });
    expect(describeError(new Error('Failed to fetch'))).toMatchObject({
      title: EXPERT_TOASTS.errorTitle,
      description: 'Failed to fetch',
    });
  });
});

describe('who may take a question', () => {
  it('only unassigned questions of my accounts, or without an account', () => {
    expect(canClaim({ status: 'unassigned', corporate_account_id: 'a' }, ['a', 'b'])).toBe(true);
    expect(canClaim({ status: 'unassigned', corporate_account_id: 'c' }, ['a', 'b'])).toBe(false);
    expect(canClaim({ status: 'unassigned', corporate_account_id: null }, [])).toBe(true);
    expect(canClaim({ status: 'pending', corporate_account_id: 'a' }, ['a'])).toBe(false);
  });
});

describe('formatting', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('shows ages compactly', () => {
    expect(formatAge('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(formatAgo('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(formatAge('2026-11-22T11:15:00Z', now)).toBe('45 min');
    expect(formatAgo('2026-11-21T12:00:00Z', now)).toBe('24 h ago');
    expect(formatAge('2026-11-15T12:00:00Z', now)).toBe('7 d');
    expect(formatAge('2026-09-01T12:00:00Z', now)).toBe('11 wk');
  });
  it('shows durations and rates', () => {
    expect(formatHours(0.5)).toBe('30 min');
    expect(formatHours(7.6)).toBe('7.6 h');
    expect(formatHours(96)).toBe('4 d');
    expect(formatHours(null)).toBe('–');
    expect(formatPercent(0.3333)).toBe('33.3%');
    expect(formatPercent(null)).toBe('–');
  });
  it('groups the digits of counts as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, -4321, 123456789012, 2.5, 1234.5])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
  it('picks round chart ticks that cover the maximum', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
