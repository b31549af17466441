/**
 * A small RFC 4180 CSV writer for the admin exports. Text cells that a spreadsheet would read as a
 * formula (beginning with =, +, -, @, or a tab / carriage return that hides one) get a leading
 * apostrophe, so a question title such as `=HYPERLINK(...)` stays text (OWASP, "CSV Injection").
 * A spreadsheet that splits on `;` or tabs (a locale whose list separator is `;`, a paste) would
 * start a new cell inside the text, so a trigger after `;`, a tab or a line break inside a cell
 * gets the apostrophe too, and a cell holding `;` or a tab is quoted (one cell in those readers).
 * Numbers are written as numbers (a negative count is not a formula).
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A trigger (after optional spaces) that follows a separator some reader splits on. */
const FORMULA_INSIDE = /([;\t\r\n][ ]*)(?=[=+\-@])/g;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const inner = value.replace(FORMULA_INSIDE, "$1'");
  const text = FORMULA_START.test(inner) ? `'${inner}` : inner;
  return /[",;\t\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: CsvValue[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

/** A whole table: the header line, then one line per row. */
export function toCsv(headers: string[], rows: CsvValue[][]): string {
  return csvLine(headers) + rows.map(csvLine).join('');
}

/** Saves CSV text as a file (UTF-8 with a byte order mark, so spreadsheets read accents right). */
export function downloadCsv(filename: string, text: string | string[]): void {
  const parts = Array.isArray(text) ? text : [text];
  const blob = new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "claimdesk-questions-2026-11-23.csv" */
export function csvFilename(name: string, now = new Date()): string {
  const d = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `claimdesk-${name}-${d}.csv`;
}
