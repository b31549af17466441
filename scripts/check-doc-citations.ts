/**
 * Every citation of a repository document's heading names a heading that exists, word for word.
 *
 * A citation is a Markdown file's path followed by one or more headings in double quotes:
 *   (docs/decisions.md, "Quotas")     docs/spec-notes.md ("Messages", "Claim forms")
 *   (supabase/README.md, "Admin console")     docs/spec-notes.md, "Messages" and "Toasts"
 * in any tracked (or new, not ignored) text file; a comment wrapped over several lines counts as
 * one line (comment markers are dropped). The path is read from the repository root, else from
 * the citing file's folder. A heading is any Markdown heading line of that file, without its #s.
 * A path followed by a comma and no quoted heading ("docs/decisions.md, Quotas") is reported too.
 *
 *   npx tsx scripts/check-doc-citations.ts   exit 1 and list each citation whose heading is missing
 *                                            (`npm run lint` runs this)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** This file, whose examples would otherwise be checked. */
const SELF = 'scripts/check-doc-citations.ts';
const TEXT = /\.(ts|tsx|js|cjs|mjs|sql|md|toml|html|css|sh|ya?ml)$|(^|\/)run$/;
/** Where a citation may be written: the path, then the headings in double quotes. */
const CITATION =
  /([\w./-]+\.md)`?(?:,\s*|\s*\(\s*|\s+)("[^"\n]+"(?:\s*(?:,|;|and|or)\s*"[^"\n]+")*)/g;
/** A path and a comma followed by something other than a quoted heading. */
const UNQUOTED = /([\w./-]+\.md)`?,\s+(?!")([A-Z][\w' -]*)/g;

function files(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\n'))].filter(
    (f) =>
      TEXT.test(f) &&
      !f.startsWith('src/types/') &&
      f !== SELF &&
      fs.existsSync(path.join(ROOT, f)),
  );
}

/** The file's lines with comment markers removed, joined, and where each line starts. */
function flatten(text: string): { flat: string; starts: number[] } {
  const starts: number[] = [];
  let flat = '';
  for (const line of text.split('\n')) {
    starts.push(flat.length);
    flat += line.replace(/^\s*(\/\*\*|\/\*|\*\/|\*|\/\/|--|#+(?=\s))?\s*/, '') + ' ';
  }
  return { flat, starts };
}

function lineOf(starts: number[], index: number): number {
  let line = 0;
  while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= index) line += 1;
  return line + 1;
}

const headingCache = new Map<string, Set<string> | null>();

/** The headings of a Markdown file, or null when the path names no file. */
function headingsOf(cited: string, from: string): { file: string; headings: Set<string> } | null {
  for (const candidate of [cited, path.join(path.dirname(from), cited)]) {
    const file = path.normalize(candidate);
    if (!headingCache.has(file)) {
      const abs = path.join(ROOT, file);
      headingCache.set(
        file,
        fs.existsSync(abs) && fs.statSync(abs).isFile()
          ? new Set(
              fs
                .readFileSync(abs, 'utf8')
                .split('\n')
                .filter((l) => /^#{1,6}\s/.test(l))
                .map((l) => l.replace(/^#+\s+/, '').trim()),
            )
          : null,
      );
    }
    const headings = headingCache.get(file);
    if (headings) return { file, headings };
  }
  return null;
}

const problems: string[] = [];
let checked = 0;
for (const file of files()) {
  const { flat, starts } = flatten(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  for (const m of flat.matchAll(CITATION)) {
    const [, cited = '', quoted = ''] = m;
    const doc = headingsOf(cited, file);
    if (!doc) continue;
    for (const [, heading = ''] of quoted.matchAll(/"([^"]+)"/g)) {
      const name = heading.replace(/\s+/g, ' ').trim();
      checked += 1;
      if (!doc.headings.has(name)) {
        problems.push(`${file}:${lineOf(starts, m.index)}: ${doc.file} has no heading "${name}"`);
      }
    }
  }
  for (const m of flat.matchAll(UNQUOTED)) {
    const [, cited = '', word = ''] = m;
    const doc = headingsOf(cited, file);
    if (doc && doc.file.startsWith('docs/')) {
      problems.push(
        `${file}:${lineOf(starts, m.index)}: cite ${doc.file}'s heading in double quotes ("${word.trim()}...")`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Citations of missing document headings (${problems.length}):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Document citations: ${checked} headings cited, all present.`);
