/**
 * Email delivery on exact data, in a rolled-back transaction (the shared stack's other rows are set
 * aside inside it): which rows the list and the counts show, and keyset pages.
 */
import { describe, expect, it } from 'vitest';
import { fixture, list, type Row } from './email-fixture.ts';
import { ADMIN_ID, callAs, withRollback } from './support.ts';

describe('the list and the counts', () => {
  it('show failed and retrying outbox rows, answer emails among them, newest first', async () => {
    await withRollback(async (c) => {
      const f = await fixture(c);
      const rows = await list(c);
      expect(rows.map((r) => [r.key, r.state])).toEqual([
        [f.retrying, 'retrying'],
        [f.failed, 'failed'],
        [f.digest, 'failed'],
        [f.answers[1], 'retrying'],
        [f.answers[0], 'failed'],
      ]);
      expect(rows.find((r) => r.key === f.digest)).toMatchObject({
        question_id: null,
        corporate_account_name: f.acct.name,
      });
      expect(rows.find((r) => r.key === f.answers[0])).toMatchObject({
        kind: 'answer_email',
        recipient: 'pat@example.test',
        last_error: 'SMTP down',
      });
      const [counts] = await callAs(
        c,
        ADMIN_ID,
        'select * from public.admin_email_delivery_counts()',
      );
      expect(counts).toEqual({ failed: '3', retrying: '2' });
      const failedOnly = await list(c, `p_state => 'failed', p_limit => 200`);
      expect(failedOnly.map((r) => r.key)).not.toContain(f.retrying);
      expect(failedOnly).toHaveLength(3);
    });
  });

  it('pages by (created_at, key) without skipping or repeating a row', async () => {
    await withRollback(async (c) => {
      await fixture(c);
      const all = (await list(c)).map((r) => r.key);
      const seen: string[] = [];
      let after: Row | undefined;
      for (let i = 0; i < 10 && seen.length < all.length; i++) {
        const page = await callAs<Row>(
          c,
          ADMIN_ID,
          `select * from public.admin_email_deliveries(p_after_created_at => $1, p_after_key => $2, p_limit => 2)`,
          [after?.created_at ?? null, after?.key ?? null],
        );
        seen.push(...page.map((r) => r.key));
        after = page.at(-1);
      }
      expect(seen).toEqual(all);
    });
  });
});
