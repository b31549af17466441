import assert from './testing/assert.ts';
import {
  addQuestionRow,
  buildRow,
  parseColumnMap,
  SmartsheetError,
  smartsheetConfig,
  type SmartsheetConfig,
} from './smartsheet.ts';
import { portOf, startFakeServer } from './testing/fake-server.ts';

const COLUMNS = { id: 101, title: 102, content: 103, coding_question_type: 104, email: 105 };
const VALUES = {
  id: '6f1c7c64-3c1e-4b7e-9d7c-1d2b3c4d5e6f',
  title: 'Modifier 25 with a preventive visit',
  content: 'Can we bill 99213-25 with 99396?',
  coding_question_type: 'Professional - Global',
  email: 'coder@example.test',
  zip_code: null,
};
const SUCCESS = {
  message: 'SUCCESS',
  resultCode: 0,
  result: [{ id: 7777777777777777, rowNumber: 1 }],
};

function cfg(url: string, extra: Partial<SmartsheetConfig> = {}): SmartsheetConfig {
  return {
    token: 'test-token',
    sheetId: '1234567890',
    apiBase: url,
    columnMap: COLUMNS,
    maxAttempts: 4,
    retryBaseMs: 1,
    timeoutMs: 10_000,
    ...extra,
  };
}

Deno.test(
  'adds a row: POST /sheets/{id}/rows, bearer token, toTop row with mapped cells',
  async () => {
    const fake = startFakeServer(() => ({ status: 200, body: SUCCESS }));
    try {
      const out = await addQuestionRow(cfg(fake.url), VALUES);
      assert.equal(out.rowId, '7777777777777777');
      assert.equal(out.attempts, 1);
      assert.equal(fake.requests.length, 1);
      const [req] = fake.requests;
      assert.equal(req!.method, 'POST');
      assert.equal(req!.path, '/sheets/1234567890/rows');
      assert.equal(req!.headers['authorization'], 'Bearer test-token');
      assert.equal(req!.headers['content-type'], 'application/json');
      assert.deepEqual(JSON.parse(req!.body), [
        {
          toTop: true,
          cells: [
            { columnId: 101, value: VALUES.id },
            { columnId: 104, value: 'Professional - Global' },
            { columnId: 102, value: VALUES.title },
            { columnId: 103, value: VALUES.content },
            { columnId: 105, value: 'coder@example.test' },
          ],
        },
      ]);
    } finally {
      await fake.close();
    }
  },
);

Deno.test('keeps every digit of a 64-bit row id', async () => {
  // JSON.parse would round 9007199254740993 to ...992; the reviver reads the source text.
  const server = Deno.serve(
    { port: 0, hostname: '127.0.0.1', onListen: () => {} },
    () => new Response('{"message":"SUCCESS","result":[{"id":9007199254740993}]}', { status: 200 }),
  );
  try {
    const out = await addQuestionRow(cfg(`http://127.0.0.1:${portOf(server.addr)}`), VALUES);
    assert.equal(out.rowId, '9007199254740993');
  } finally {
    await server.shutdown();
  }
});

Deno.test('retries after a 429 and succeeds', async () => {
  const fake = startFakeServer((_req, i) =>
    i === 0
      ? { status: 429, body: { errorCode: 4003, message: 'Rate limit exceeded.' } }
      : { status: 200, body: SUCCESS },
  );
  try {
    const out = await addQuestionRow(cfg(fake.url), VALUES);
    assert.equal(out.attempts, 2);
    assert.equal(fake.requests.length, 2);
    assert.equal(fake.requests[0]!.body, fake.requests[1]!.body, 'the retry sends the same row');
  } finally {
    await fake.close();
  }
});

Deno.test('waits with exponential backoff between attempts', async () => {
  const times: number[] = [];
  const fake = startFakeServer(() => {
    times.push(performance.now());
    return { status: 503, body: { message: 'Service unavailable' } };
  });
  try {
    await assert.rejects(
      addQuestionRow(cfg(fake.url, { retryBaseMs: 40, maxAttempts: 3 }), VALUES),
    );
    assert.equal(times.length, 3);
    assert.ok(times[1]! - times[0]! >= 35, `first wait ${times[1]! - times[0]!} ms`);
    assert.ok(times[2]! - times[1]! >= 75, `second wait ${times[2]! - times[1]!} ms`);
  } finally {
    await fake.close();
  }
});

Deno.test('gives up after repeated 500s with the last error', async () => {
  const fake = startFakeServer(() => ({
    status: 500,
    body: { errorCode: 4000, message: 'An unexpected error has occurred.' },
  }));
  try {
    const err = await addQuestionRow(cfg(fake.url), VALUES).then(
      () => null,
      (e) => e,
    );
    assert.ok(err instanceof SmartsheetError);
    assert.equal(err.status, 500);
    assert.equal(err.attempts, 4);
    assert.match(
      err.message,
      /HTTP 500: An unexpected error has occurred\. \(errorCode 4000\) \(after 4 attempts\)/,
    );
    assert.equal(fake.requests.length, 4);
  } finally {
    await fake.close();
  }
});

Deno.test('does not retry a 400 (a bad request stays bad)', async () => {
  const fake = startFakeServer(() => ({
    status: 400,
    body: { errorCode: 1036, message: 'The columnId 999 is invalid.' },
  }));
  try {
    const err = await addQuestionRow(cfg(fake.url), VALUES).then(
      () => null,
      (e) => e,
    );
    assert.ok(err instanceof SmartsheetError);
    assert.equal(err.status, 400);
    assert.equal(fake.requests.length, 1);
  } finally {
    await fake.close();
  }
});

Deno.test('retries network errors too', async () => {
  const closed = startFakeServer(() => ({ status: 200 }));
  const url = closed.url;
  await closed.close();
  const err = await addQuestionRow(cfg(url, { maxAttempts: 2 }), VALUES).then(
    () => null,
    (e) => e,
  );
  assert.ok(err instanceof SmartsheetError);
  assert.equal(err.status, null);
  assert.match(err.message, /network error/);
});

Deno.test('without SMARTSHEET_COLUMN_MAP, matches the sheet columns by title', async () => {
  const fake = startFakeServer((req) =>
    req.method === 'GET'
      ? {
          status: 200,
          body: {
            data: [
              { id: 11, title: 'Question ID' },
              { id: 12, title: 'question summary' },
              { id: 13, title: 'Unrelated' },
            ],
          },
        }
      : { status: 200, body: SUCCESS },
  );
  try {
    await addQuestionRow(cfg(fake.url, { columnMap: null }), VALUES);
    assert.equal(fake.requests[0]!.method, 'GET');
    assert.equal(fake.requests[0]!.path, '/sheets/1234567890/columns?includeAll=true');
    assert.deepEqual(JSON.parse(fake.requests[1]!.body)[0].cells, [
      { columnId: 11, value: VALUES.id },
      { columnId: 12, value: VALUES.title },
    ]);
  } finally {
    await fake.close();
  }
});

Deno.test('buildRow skips empty values and unmapped fields, and caps cells at 4000 chars', () => {
  const row = buildRow(
    { title: 'x'.repeat(5000), content: '', email: null, status: 'pending' },
    { title: 1, content: 2, email: 3 },
  );
  assert.deepEqual(row, { toTop: true, cells: [{ columnId: 1, value: 'x'.repeat(4000) }] });
});

Deno.test('parseColumnMap accepts numbers and numeric strings, rejects unknown fields', () => {
  assert.deepEqual(parseColumnMap('{"title": 5, "content": "6"}'), { title: 5, content: 6 });
  assert.throws(() => parseColumnMap('{"ssn": 1}'), /unknown field "ssn"/);
  assert.throws(() => parseColumnMap('{"title": -1}'), /positive integer/);
  assert.throws(() => parseColumnMap('nope'), /not valid JSON/);
});

Deno.test('smartsheetConfig is null until token and sheet id are both set', () => {
  const keys = [
    'SMARTSHEET_ACCESS_TOKEN',
    'SMARTSHEET_SHEET_ID',
    'SMARTSHEET_API_BASE',
    'SMARTSHEET_COLUMN_MAP',
    'SMARTSHEET_RETRY_BASE_MS',
  ];
  const saved = Object.fromEntries(keys.map((k) => [k, Deno.env.get(k)]));
  try {
    for (const k of keys) Deno.env.delete(k);
    assert.equal(smartsheetConfig(), null);
    Deno.env.set('SMARTSHEET_ACCESS_TOKEN', 't');
    assert.equal(smartsheetConfig(), null);
    Deno.env.set('SMARTSHEET_SHEET_ID', '42');
    Deno.env.set('SMARTSHEET_RETRY_BASE_MS', '7');
    const c = smartsheetConfig();
    assert.equal(c?.apiBase, 'https://api.smartsheet.com/2.0');
    assert.equal(c?.retryBaseMs, 7);
    assert.equal(c?.columnMap, null);
  } finally {
    for (const k of keys) saved[k] === undefined ? Deno.env.delete(k) : Deno.env.set(k, saved[k]!);
  }
});
