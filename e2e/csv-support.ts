/** Reading a downloaded CSV in the e2e specs (the admin exports). */
import fs from 'node:fs';
import type { Download } from '@playwright/test';

/** Splits RFC 4180 CSV text into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** A download's rows (its UTF-8 byte order mark dropped). */
export async function csvRows(download: Download): Promise<string[][]> {
  return parseCsv(fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
}

/** The CSV's header line, as Question Management writes it. */
export const QUESTION_CSV_HEADERS = [
  'Reference',
  'Created (UTC)',
  'Account',
  'Submitter',
  'Submitter email',
  'Type',
  'Title',
  'Question',
  'Status',
  'Expert',
  'Answer',
  'Answered at (UTC)',
  'Approver',
  'Approved at (UTC)',
  'Time to answer (hours)',
  'Question ID',
];
