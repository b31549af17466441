/**
 * A small SQL tokenizer, enough to find what a statement does outside literals and comments:
 * nested block comments, line comments, '...' strings with '' (and E'...' with backslash
 * escapes), "quoted identifiers", dollar quotes $tag$...$tag$, and ';' between statements.
 * It is a loop over character codes (no regular expressions, no recursion), so a literal of any
 * size costs one pass.
 */

export interface ScannedStatement {
  /** Bare words (keywords and unquoted identifiers), lower-cased, in order. */
  words: string[];
  /** The text of string literals, dollar-quoted bodies and quoted identifiers, lower-cased. */
  quoted: string[];
}

const isIdentStart = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c >= 128;
const isIdentPart = (c: number) => isIdentStart(c) || (c >= 48 && c <= 57) || c === 36; /* $ */

/** The end of a quoted run opened at `open` (index after the closing quote, or the text's end). */
function endOfQuoted(sql: string, open: number, quote: number, backslash: boolean): number {
  let i = open + 1;
  while (i < sql.length) {
    const c = sql.charCodeAt(i);
    if (backslash && c === 92 /* \ */) i += 2;
    else if (c !== quote) i++;
    else if (sql.charCodeAt(i + 1) === quote) i += 2;
    else return i + 1;
  }
  return sql.length;
}

/** The dollar-quote tag at `i` ('$tag$' or '$$'), or null if `$` does not open one there. */
function dollarTag(sql: string, i: number): string | null {
  let j = i + 1;
  if (j < sql.length && sql.charCodeAt(j) !== 36 && !isIdentStart(sql.charCodeAt(j))) return null;
  while (j < sql.length && sql.charCodeAt(j) !== 36) {
    const c = sql.charCodeAt(j);
    if (!isIdentPart(c)) return null;
    j++;
  }
  return j < sql.length ? sql.slice(i, j + 1) : null;
}

/**
 * Splits SQL into statements of words and quoted texts. `backslashEscapes` reads plain '...'
 * strings as with standard_conforming_strings off (the session setting is shared, so a guard
 * scans both ways).
 */
export function scanSql(sql: string, backslashEscapes = false): ScannedStatement[] {
  const out: ScannedStatement[] = [];
  let cur: ScannedStatement = { words: [], quoted: [] };
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql.charCodeAt(i);
    const next = sql.charCodeAt(i + 1);
    if (c === 45 /* - */ && next === 45) {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? n : nl + 1;
    } else if (c === 47 /* / */ && next === 42 /* * */) {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        const a = sql.charCodeAt(i);
        const b = sql.charCodeAt(i + 1);
        const opens = a === 47 && b === 42;
        const closes = a === 42 && b === 47;
        depth += opens ? 1 : closes ? -1 : 0;
        i += opens || closes ? 2 : 1;
      }
    } else if (c === 39 /* ' */ || c === 34 /* " */) {
      const end = endOfQuoted(sql, i, c, c === 39 && backslashEscapes);
      cur.quoted.push(sql.slice(i + 1, end - 1).toLowerCase());
      i = end;
    } else if (c === 36 /* $ */) {
      const tag = dollarTag(sql, i);
      if (!tag) {
        i++;
        continue;
      }
      const close = sql.indexOf(tag, i + tag.length);
      const end = close < 0 ? n : close;
      cur.quoted.push(sql.slice(i + tag.length, end).toLowerCase());
      i = close < 0 ? n : close + tag.length;
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentPart(sql.charCodeAt(j))) j++;
      const word = sql.slice(i, j).toLowerCase();
      if (word === 'e' && sql.charCodeAt(j) === 39) {
        const end = endOfQuoted(sql, j, 39, true);
        cur.quoted.push(sql.slice(j + 1, end - 1).toLowerCase());
        i = end;
      } else {
        cur.words.push(word);
        i = j;
      }
    } else if (c === 59 /* ; */) {
      if (cur.words.length || cur.quoted.length) out.push(cur);
      cur = { words: [], quoted: [] };
      i++;
    } else i++;
  }
  if (cur.words.length || cur.quoted.length) out.push(cur);
  return out;
}

/** Both readings of plain strings (see scanSql). */
function scanBoth(sql: string): ScannedStatement[] {
  return [...scanSql(sql, false), ...scanSql(sql, true)];
}

/** Does the SQL run COPY ... FROM STDIN or COPY ... TO STDOUT (a statement starting with COPY)? */
export function usesCopyStdio(sql: string): boolean {
  return scanBoth(sql).some(
    (s) => s.words[0] === 'copy' && s.words.some((w) => w === 'stdin' || w === 'stdout'),
  );
}

/** Settings whose timeout ends the embedded backend with FATAL (PGlite then stops for good). */
export const FATAL_TIMEOUTS = [
  'idle_in_transaction_session_timeout',
  'idle_session_timeout',
  'transaction_timeout',
];

/**
 * The fatal-timeout setting the SQL names outside a SHOW statement (as a word, a quoted
 * identifier, or inside any literal such as set_config's argument or a DO body), or null.
 */
export function namesFatalTimeout(sql: string): string | null {
  for (const s of scanBoth(sql)) {
    if (s.words[0] === 'show') continue;
    for (const name of FATAL_TIMEOUTS)
      if (s.words.includes(name) || s.quoted.some((q) => q.includes(name))) return name;
  }
  return null;
}
