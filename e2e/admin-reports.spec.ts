/**
 * Reports (docs/spec-notes.md, "Admin console"): the seeded figures, counted independently in SQL,
 * appear in the tables under the charts; charts stay readable at 390 px; each table exports as CSV.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ACCOUNT_IDS } from './claims-support';
import { checkBothWidths, DEMO, signIn, sql } from './admin-support';
import { PHONE } from './support/axe';

/** The page's default range: the last 90 local days, today included. */
function defaultRange() {
  const now = new Date();
  return {
    from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - 89).toISOString(),
    to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString(),
  };
}

async function counted(where = 'true', params: unknown[] = []) {
  const { from, to } = defaultRange();
  const [received] = await sql<{ n: number }>(
    `select count(*)::int as n from public.questions where created_at >= $1 and created_at < $2 and ${where}`,
    [from, to, ...params],
  );
  const [answered] = await sql<{ n: number }>(
    `select count(*)::int as n from (
       select a.question_id, min(a.created_at) as first_at from public.answers a
       join public.questions q on q.id = a.question_id where ${where.replace(/corporate_account_id/g, 'q.corporate_account_id')}
       group by a.question_id) f
     where f.first_at >= $1 and f.first_at < $2`,
    [from, to, ...params],
  );
  return { received: received!.n, answered: answered!.n };
}

test('reports show the seeded figures by week and by account, readable at 390 px, with a CSV per table', async ({
  page,
}) => {
  const total = await counted();
  expect(total.received).toBeGreaterThan(0);
  await signIn(page, DEMO.admin, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  // each table is behind its chart's "Show as a table"
  await page.getByText('Show as a table').first().click();
  const volume = page.getByTestId('report-table-volume');
  const totalRow = volume
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  await expect(totalRow.getByRole('cell')).toHaveText([
    String(total.received),
    String(total.answered),
  ]);
  await checkBothWidths(page, '/admin/reports');

  // charts: text at least 11 px on a phone, and no chart wider than the screen
  await page.setViewportSize(PHONE);
  const sizes = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        '[data-testid="bar-chart"] text, [data-testid="metrics-chart"] text',
      ),
    ).map((t) => t.getBoundingClientRect().height),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  await page.setViewportSize({ width: 1280, height: 900 });

  // the CSV of a table has the same figures
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV: Volume: received vs answered' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Week,Received,Answered');
  expect(lines[lines.length - 1]).toBe(`Total,${total.received},${total.answered}`);

  // grouped by account (in the URL)
  await page.getByLabel('Group by').selectOption('account');
  await expect(page).toHaveURL(/group=account/);
  const summit = await counted('corporate_account_id = $3', [ACCOUNT_IDS['Summit Health System']]);
  const row = page
    .getByTestId('report-table-volume')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Summit Health System' }) });
  await expect(row.getByRole('cell')).toHaveText([
    String(summit.received),
    String(summit.answered),
  ]);
});

test('reports show the knowledge-base figures of the range, counted in SQL, with their CSV', async ({
  page,
}) => {
  const { from, to } = defaultRange();
  const [kb] = await sql<{ published: number; views: number; suggested: number }>(
    `select
       (select count(*)::int from public.kb_article_events
         where event = 'published' and created_at >= $1 and created_at < $2) as published,
       (select count(*)::int from public.kb_article_views where created_at >= $1 and created_at < $2) as views,
       (select count(*)::int from public.kb_article_views
         where draft_id is not null and created_at >= $1 and created_at < $2) as suggested`,
    [from, to],
  );
  await signIn(page, DEMO.admin, '/admin/reports');
  const section = page.getByRole('region', { name: 'Knowledge base' });
  await expect(section.getByTestId('kb-published')).toHaveText(String(kb!.published));
  await expect(section.getByTestId('kb-views')).toHaveText(String(kb!.views));
  await expect(section.getByTestId('kb-suggested')).toHaveText(String(kb!.suggested));
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV: Knowledge base' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.trim().split('\r\n').slice(0, 2)).toEqual([
    'Figure,Value',
    `Articles published,${kb!.published}`,
  ]);
});
