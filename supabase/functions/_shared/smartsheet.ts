/**
 * A small Smartsheet REST client: add one row per question to a sheet.
 * API: POST {base}/sheets/{sheetId}/rows with `Authorization: Bearer <token>` and a JSON array of rows,
 * each `{ toTop: true, cells: [{ columnId, value }] }`; the answer's `result[0].id` is the new row id.
 * 429 and 5xx (and network errors and timeouts: every call is aborted after SMARTSHEET_TIMEOUT_MS,
 * default 10 s) are retried with exponential backoff; other 4xx are final.
 */
import { env } from './env.ts';

export const DEFAULT_API_BASE = 'https://api.smartsheet.com/2.0';

/** The question fields that can go to the sheet, with the column title each maps to by default. */
export const DEFAULT_COLUMN_TITLES = {
  id: 'Question ID',
  created_at: 'Submitted At',
  status: 'Status',
  corporate_account: 'Corporate Account',
  coding_question_type: 'Coding Question Type',
  title: 'Question Summary',
  content: 'Question',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone_number: 'Phone',
  user_title: 'Title',
  entity_institution: 'Entity/Institution',
  zip_code: 'Zip Code',
  date_of_service: 'Date of Service',
  location_of_service_name: 'Location of Service Name',
  location_of_service_zip: 'Location of Service Zip',
  pos_indicator: 'POS Indicator',
} as const;

export type SheetField = keyof typeof DEFAULT_COLUMN_TITLES;
export function isSheetField(key: string): key is SheetField {
  return Object.hasOwn(DEFAULT_COLUMN_TITLES, key);
}
export const SHEET_FIELDS: SheetField[] = Object.keys(DEFAULT_COLUMN_TITLES).filter(isSheetField);
export type ColumnMap = Partial<Record<SheetField, number>>;
export type SheetValues = Partial<Record<SheetField, string | number | null>>;

/** Smartsheet cells hold at most 4000 characters. */
const MAX_CELL = 4000;

export interface SmartsheetConfig {
  token: string;
  sheetId: string;
  apiBase: string;
  /** From SMARTSHEET_COLUMN_MAP; null means "match the sheet's column titles". */
  columnMap: ColumnMap | null;
  maxAttempts: number;
  retryBaseMs: number;
  /** Each upstream call is aborted after this long (SMARTSHEET_TIMEOUT_MS, default 10 s). */
  timeoutMs: number;
}

export class SmartsheetError extends Error {
  constructor(
    message: string,
    public readonly status: number | null,
    public readonly attempts: number,
  ) {
    super(message);
    this.name = 'SmartsheetError';
  }
}

/** Parses SMARTSHEET_COLUMN_MAP: a JSON object of question field -> column id. */
export function parseColumnMap(raw: string): ColumnMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('SMARTSHEET_COLUMN_MAP is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('SMARTSHEET_COLUMN_MAP must be a JSON object of field -> column id');
  }
  const map: ColumnMap = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (!isSheetField(field)) {
      throw new Error(
        `SMARTSHEET_COLUMN_MAP: unknown field "${field}" (known: ${SHEET_FIELDS.join(', ')})`,
      );
    }
    const id = typeof value === 'string' ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
      throw new Error(`SMARTSHEET_COLUMN_MAP: column id of "${field}" must be a positive integer`);
    }
    map[field] = id;
  }
  return map;
}

function positiveInt(name: string, fallback: number): number {
  const raw = env(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

/** Config from env, or null when SMARTSHEET_ACCESS_TOKEN or SMARTSHEET_SHEET_ID is not set. */
export function smartsheetConfig(): SmartsheetConfig | null {
  const token = env('SMARTSHEET_ACCESS_TOKEN');
  const sheetId = env('SMARTSHEET_SHEET_ID');
  if (!token || !sheetId) return null;
  const rawMap = env('SMARTSHEET_COLUMN_MAP');
  return {
    token,
    sheetId,
    apiBase: (env('SMARTSHEET_API_BASE') ?? DEFAULT_API_BASE).replace(/\/+$/, ''),
    columnMap: rawMap ? parseColumnMap(rawMap) : null,
    maxAttempts: Math.max(1, positiveInt('SMARTSHEET_MAX_ATTEMPTS', 4)),
    retryBaseMs: positiveInt('SMARTSHEET_RETRY_BASE_MS', 500),
    timeoutMs: Math.max(1, positiveInt('SMARTSHEET_TIMEOUT_MS', 10_000)),
  };
}

/** The row for one question: one cell per mapped field with a value. */
export function buildRow(
  values: SheetValues,
  columns: ColumnMap,
): { toTop: true; cells: Array<{ columnId: number; value: string | number }> } {
  const cells: Array<{ columnId: number; value: string | number }> = [];
  for (const field of SHEET_FIELDS) {
    const columnId = columns[field];
    const value = values[field];
    if (columnId === undefined || value === undefined || value === null || value === '') continue;
    cells.push({ columnId, value: typeof value === 'string' ? value.slice(0, MAX_CELL) : value });
  }
  return { toTop: true, cells };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Smartsheet's error body is `{ errorCode, message, refId }`. */
function errorText(status: number, body: string): string {
  try {
    // Boundary: Smartsheet's JSON body; every field is checked before use.
    const parsed = JSON.parse(body) as { message?: unknown; errorCode?: unknown };
    if (typeof parsed.message === 'string') {
      return `HTTP ${status}: ${parsed.message}${parsed.errorCode ? ` (errorCode ${parsed.errorCode})` : ''}`;
    }
  } catch {
    /* not JSON */
  }
  return `HTTP ${status}${body ? `: ${body.slice(0, 200)}` : ''}`;
}

/** One API call with retries. Returns the response text of the first 2xx. */
async function call(
  cfg: SmartsheetConfig,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ text: string; attempts: number }> {
  let lastError = 'no attempt made';
  let lastStatus: number | null = null;
  for (let attempt = 1; attempt <= cfg.maxAttempts; attempt++) {
    let retryAfterMs = 0;
    try {
      const res = await fetch(`${cfg.apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${cfg.token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      const text = await res.text();
      if (res.ok) return { text, attempts: attempt };
      lastStatus = res.status;
      lastError = errorText(res.status, text);
      if (!retryable(res.status)) throw new SmartsheetError(lastError, res.status, attempt);
      const retryAfter = Number(res.headers.get('Retry-After'));
      if (Number.isFinite(retryAfter) && retryAfter > 0)
        retryAfterMs = Math.min(retryAfter * 1000, 30_000);
    } catch (e) {
      if (e instanceof SmartsheetError) throw e;
      lastStatus = null;
      lastError =
        e instanceof DOMException && e.name === 'TimeoutError'
          ? `timed out after ${cfg.timeoutMs} ms`
          : `network error: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (attempt < cfg.maxAttempts) {
      await sleep(Math.max(cfg.retryBaseMs * 2 ** (attempt - 1), retryAfterMs));
    }
  }
  throw new SmartsheetError(
    `${lastError} (after ${cfg.maxAttempts} attempts)`,
    lastStatus,
    cfg.maxAttempts,
  );
}

/** The column map: SMARTSHEET_COLUMN_MAP, else the sheet's columns matched by the default titles. */
export async function resolveColumns(cfg: SmartsheetConfig): Promise<ColumnMap> {
  if (cfg.columnMap) return cfg.columnMap;
  const { text } = await call(
    cfg,
    'GET',
    `/sheets/${encodeURIComponent(cfg.sheetId)}/columns?includeAll=true`,
  );
  // Boundary: Smartsheet's JSON body; every field is checked before use.
  const parsed = JSON.parse(text) as { data?: Array<{ id?: unknown; title?: unknown }> };
  const byTitle = new Map<string, number>();
  for (const col of parsed.data ?? []) {
    if (typeof col.id === 'number' && typeof col.title === 'string')
      byTitle.set(col.title.trim().toLowerCase(), col.id);
  }
  const map: ColumnMap = {};
  for (const field of SHEET_FIELDS) {
    const id = byTitle.get(DEFAULT_COLUMN_TITLES[field].toLowerCase());
    if (id !== undefined) map[field] = id;
  }
  if (Object.keys(map).length === 0) {
    throw new SmartsheetError(
      'No column of the sheet matches a question field; set SMARTSHEET_COLUMN_MAP',
      null,
      1,
    );
  }
  return map;
}

/** Row ids are 64-bit; read them from the JSON source text so no digit is lost. */
function parseRowId(text: string): string {
  const reviver = (key: string, value: unknown, context?: { source?: string }) =>
    key === 'id' && typeof value === 'number' && context?.source ? context.source : value;
  // Boundary: Smartsheet's JSON body (the reviver takes the newer third argument lib.d.ts lacks).
  const parsed = JSON.parse(text, reviver as (k: string, v: unknown) => unknown) as {
    result?: Array<{ id?: unknown }> | { id?: unknown };
  };
  const first = Array.isArray(parsed.result) ? parsed.result[0] : parsed.result;
  const id = first?.id;
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new SmartsheetError('Smartsheet answered without a row id', null, 1);
  }
  return String(id);
}

/** Adds the question's row at the top of the sheet; returns the new row id and how many attempts it took. */
export async function addQuestionRow(
  cfg: SmartsheetConfig,
  values: SheetValues,
): Promise<{ rowId: string; attempts: number }> {
  const columns = await resolveColumns(cfg);
  const row = buildRow(values, columns);
  const { text, attempts } = await call(
    cfg,
    'POST',
    `/sheets/${encodeURIComponent(cfg.sheetId)}/rows`,
    [row],
  );
  return { rowId: parseRowId(text), attempts };
}
