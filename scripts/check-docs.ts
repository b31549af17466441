/**
 * The repository's Markdown stays readable: no line of any Markdown file (tracked, or new and not
 * ignored; node_modules left out) is longer than 200 characters, and README.md, the page a newcomer
 * meets first, is at most 8,192 bytes (CONTRIBUTING.md, "Documents the code cites").
 *
 *   npx tsx scripts/check-docs.ts   exit 1 and list each file:line and its length, or README.md's
 *                                   size (`npm run lint` runs this)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_LINE = 200;
const README = 'README.md';
const MAX_README_BYTES = 8192;

function markdownFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return [...new Set(out.split('\n'))]
    .filter((f) => f !== '' && !f.split('/').includes('node_modules'))
    .filter((f) => fs.existsSync(path.join(ROOT, f)))
    .sort();
}

const problems: string[] = [];
const files = markdownFiles();
for (const file of files) {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    // Characters, not UTF-16 units: "→" or "≤" count once.
    const length = [...line].length;
    if (length > MAX_LINE) {
      problems.push(`${file}:${i + 1}: line of ${length} characters (at most ${MAX_LINE})`);
    }
  });
}

const readme = path.join(ROOT, README);
if (fs.existsSync(readme)) {
  const bytes = fs.statSync(readme).size;
  if (bytes > MAX_README_BYTES) {
    problems.push(`${README}: ${bytes} bytes (at most ${MAX_README_BYTES})`);
  }
}

if (problems.length > 0) {
  console.error(`Markdown over its limits (${problems.length}):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  `Markdown: ${files.length} files, no line over ${MAX_LINE} characters, README.md within 8 KB.`,
);
