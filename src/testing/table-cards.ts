/**
 * The contract of a `table-cards` table (src/index.css, docs/decisions.md "Tables on phones"):
 * below 640 px each body row is a card built from what its cells say they are. A cell the CSS does
 * not place (no `data-cell`, no `data-label`) would show on a phone as a bare value nobody can
 * name, so every cell must say. The unit tests' DOM lays nothing out;
 * e2e/responsive-tables.spec.ts checks the cards in a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

const css = fs.readFileSync(path.resolve(__dirname, '../index.css'), 'utf8');

/** The `data-cell` kinds the stylesheet places. */
const KINDS = [...css.matchAll(/data-cell='([a-z]+)'/g)].map((m) => m[1]!);

/**
 * Checks one table: it is a `table-cards` table; each row has one title cell holding `name(row)`;
 * every other cell is a placed kind or a key fact labelled with its column's header.
 */
export function expectCardTable(element: HTMLElement, names: string[]): void {
  const table = element as HTMLTableElement;
  expect(table.tagName).toBe('TABLE');
  expect(table).toHaveClass('table-cards');
  const headers = [...table.tHead!.rows[0]!.cells].map((c) => c.textContent?.trim() ?? '');
  const rows = [...table.tBodies[0]!.rows];
  expect(rows.map((r) => r.querySelector('[data-cell="title"]')?.textContent)).toEqual(
    names.map((n) => expect.stringContaining(n)),
  );
  for (const row of rows) {
    [...row.cells].forEach((cell, i) => {
      const kind = cell.dataset.cell;
      if (kind && kind !== 'wide') expect(KINDS).toContain(kind);
      else expect(cell.dataset.label, `cell ${i} of "${names[0]}"`).toBe(headers[i]);
    });
  }
}
