// @vitest-environment node
import { http, HttpResponse } from 'msw';
import {
  EXPORT_PAGE_SIZE,
  exportQuestions,
  type ListArgsFor,
} from '@/features/admin/api/export-questions';
import { csvCell, csvLine, toCsv } from '@/features/admin/utils/csv';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';

describe('CSV writer', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', '"\'\tTAB"'],
    ['\r=1', '"\'\r\'=1"'],
  ])('escapes a cell beginning with a formula character: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['Dose; =HYPERLINK("http://evil.test")', '"Dose; \'=HYPERLINK(""http://evil.test"")"'],
    ['a;@SUM(1)', '"a;\'@SUM(1)"'],
    ['a\t+cmd', '"a\t\'+cmd"'],
    ['first\n-2+3', '"first\n\'-2+3"'],
    ['first\r\n=1', '"first\r\n\'=1"'],
    ['\t=1', '"\'\t\'=1"'],
  ])('escapes a formula after ; or a tab or a line break inside a cell: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes a cell holding ; or a tab, so a reader splitting on them keeps one cell', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('co-pay; 20% - not a formula')).toBe('"co-pay; 20% - not a formula"');
  });

  it('quotes commas, quotes, line breaks and edge spaces; doubles inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('plain text')).toBe('plain text');
  });

  it('writes numbers as numbers (a negative count is not a formula), booleans, and nothing for null', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(0.25)).toBe('0.25');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('joins a table with CRLF line ends', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    expect(toCsv(['h1', 'h2'], [['x', '=y']])).toBe("h1,h2\r\nx,'=y\r\n");
  });
});

describe('paged question export', () => {
  /** The list's arguments for every pending question, after the cursor. */
  const pendingQuestions: ListArgsFor = (cursor, limit) => ({
    p_status: 'pending',
    p_account_id: null,
    p_no_account: false,
    p_type: null,
    p_from: null,
    p_to: null,
    p_search: null,
    p_after_created_at: cursor?.createdAt ?? null,
    p_after_id: cursor?.id ?? null,
    p_limit: limit,
    p_expert_id: null,
    p_overdue: false,
  });

  function rows(start: number, n: number) {
    return Array.from({ length: n }, (_, k) => {
      const i = start + k;
      return {
        id: `0000abcd-0000-4000-8000-${String(i).padStart(12, '0')}`,
        created_at: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
        corporate_account_name: null,
        submitter_name: 'Sam',
        submitter_email: 'sam@example.test',
        coding_question_type: 'General Coding Question',
        title: i === 0 ? '=cmd' : `Question ${i}`,
        content: `Body ${i}`,
        status: 'pending',
        expert_name: null,
        answer: null,
        answered_at: null,
        approver_name: null,
        approved_at: null,
        answer_hours: null,
      };
    });
  }

  it('asks the export RPC for 1000 rows a page after the last row until a short page, reporting progress', async () => {
    const total = EXPORT_PAGE_SIZE * 2 + 5;
    const all = rows(0, total);
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/admin_export_questions`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const start = body.p_after_id ? all.findIndex((r) => r.id === body.p_after_id) + 1 : 0;
        return HttpResponse.json(all.slice(start, start + (body.p_limit as number)));
      }),
    );
    const progress: number[] = [];
    const result = await exportQuestions({
      listArgs: pendingQuestions,
      onProgress: (n) => progress.push(n),
    });
    expect(result.rows).toBe(total);
    expect(progress).toEqual([1000, 2000, total]);
    expect(bodies.map((b) => b.p_limit)).toEqual([1000, 1000, 1000]);
    expect(bodies[1]).toMatchObject({
      p_status: 'pending',
      p_after_id: all[999]!.id,
      p_after_created_at: all[999]!.created_at,
    });
    const text = result.lines.join('');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(total + 1);
    expect(text).toContain(
      `Q-0000ABCD,2026-01-01 00:00:00,,Sam,sam@example.test,General Coding Question,'=cmd,Body 0,Pending,`,
    );
  });

  it('stops between pages when cancelled and saves nothing', async () => {
    const all = rows(0, EXPORT_PAGE_SIZE * 3);
    const controller = new AbortController();
    let calls = 0;
    server.use(
      http.post(`${REST_URL}/rpc/admin_export_questions`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls++;
        const start = body.p_after_id ? all.findIndex((r) => r.id === body.p_after_id) + 1 : 0;
        return HttpResponse.json(all.slice(start, start + EXPORT_PAGE_SIZE));
      }),
    );
    await expect(
      exportQuestions({
        listArgs: pendingQuestions,
        signal: controller.signal,
        onProgress: (n) => n >= EXPORT_PAGE_SIZE && controller.abort(),
      }),
    ).rejects.toThrow('Export cancelled');
    expect(calls).toBe(1);
  });
});
