/**
 * The shape of src/, measured the same way before and after a refactor:
 *   - import cycles (strongly connected groups of modules), counting every static import, and
 *     again counting only imports that exist at run time (no `import type`);
 *   - imports from shared code (src/lib, src/components, src/config, src/hooks, src/utils) into
 *     src/features or src/app, which the architecture forbids (code flows shared -> features -> app);
 *   - imports from one feature into another;
 *   - the ten largest source files of the repository and of src/, in lines;
 *   - the ten largest functions (components included) outside tests, in lines.
 *
 *   npx tsx scripts/import-graph.ts           print the report
 *   npx tsx scripts/import-graph.ts --check   print only what breaks the rules, exit 1 on any cycle
 *                                             (type-only ones too) or upward/cross-feature import
 *                                             (`npm run lint` runs this)
 *
 * Tests (`__tests__/`, `*.test.*`) and src/testing are test support, reported apart.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const SHARED = ['lib', 'components', 'config', 'hooks', 'utils'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return walk(p);
    return /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function resolve(fromFile: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else return null;
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Every import/export-from/dynamic import of a file, with whether it is type-only. */
function importsOf(file: string): Edge[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (spec: string, typeOnly: boolean) => {
    const to = resolve(file, spec);
    if (to) edges.push({ from: rel(file), to: rel(to), typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      let typeOnly = Boolean(clause?.isTypeOnly);
      if (clause && !typeOnly && !clause.name && clause.namedBindings) {
        const nb = clause.namedBindings;
        typeOnly =
          ts.isNamedImports(nb) && nb.elements.length > 0 && nb.elements.every((e) => e.isTypeOnly);
      }
      add(node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** Tarjan's strongly connected components; groups of more than one module (or a self-import) are cycles. */
function cycles(nodes: string[], edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const n of nodes) next.set(n, []);
  for (const e of edges) next.get(e.from)?.push(e.to);
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (next.get(v) ?? []).includes(v)) out.push(group.sort());
    }
  };
  for (const n of nodes) if (!idx.has(n)) strong(n);
  return out;
}

const isTest = (f: string) => f.startsWith('testing/') || /(^|\/)__tests__\/|\.test\.tsx?$/.test(f);
const top = (f: string) => f.split('/')[0]!;
const featureOf = (f: string) => (f.startsWith('features/') ? f.split('/')[1]! : null);

function lineCount(file: string): number {
  const text = fs.readFileSync(file, 'utf8');
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function largest(files: string[], n = 10): Array<[string, number]> {
  return files
    .map((f) => [f, lineCount(path.join(ROOT, f))] as [string, number])
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);
}

const files = walk(SRC).sort();
const nodes = files.map(rel);
const edges = files.flatMap(importsOf);
const appEdges = edges.filter((e) => !isTest(e.from));

const allCycles = cycles(
  nodes.filter((n) => !isTest(n)),
  appEdges,
);
const runtimeCycles = cycles(
  nodes.filter((n) => !isTest(n)),
  appEdges.filter((e) => !e.typeOnly),
);
const upward = appEdges.filter(
  (e) => SHARED.includes(top(e.from)) && (top(e.to) === 'features' || top(e.to) === 'app'),
);
const cross = appEdges.filter((e) => {
  const a = featureOf(e.from);
  const b = featureOf(e.to);
  return a !== null && b !== null && a !== b;
});
const testUpward = edges.filter(
  (e) => isTest(e.from) && e.from.startsWith('testing/') && top(e.to) === 'features',
);

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(tsx?|sql|js|mjs)$/.test(f) && fs.existsSync(path.join(ROOT, f)));

const isTestFile = (f: string) =>
  /(^|\/)(__tests__|tests|e2e|testing)\//.test(f) || /\.(test|spec)\.tsx?$/.test(f);

/** Every function of a file (declarations, methods, arrows and function expressions), in lines. */
function functionsOf(file: string): Array<[string, number]> {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Array<[string, number]> = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const nameOf = (node: ts.Node): string => {
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
      return node.name.getText(source);
    let parent = node.parent;
    while (parent && ts.isCallExpression(parent)) parent = parent.parent; // memo(...), create()(...)
    if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
      return parent.name.getText(source);
    return `(anonymous, line ${lineOf(node.getStart(source))})`;
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node)
    ) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      out.push([`${file} ${nameOf(node)}`, lines]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const check = process.argv.includes('--check');

const section = (title: string, lines: string[]) => {
  if (check) return;
  console.log(`\n## ${title}: ${lines.length}`);
  for (const l of lines) console.log(`  ${l}`);
};

if (!check)
  console.log(
    `src/: ${nodes.length} modules, ${edges.length} imports (${appEdges.length} outside tests)`,
  );
section(
  'Import cycles (all imports, type-only included)',
  allCycles.map((c) => c.join(' <-> ')),
);
section(
  'Import cycles (run-time imports only)',
  runtimeCycles.map((c) => c.join(' <-> ')),
);
section(
  'Shared code (lib, components, config, hooks, utils) importing features or app',
  upward.map((e) => `${e.from} -> ${e.to}${e.typeOnly ? ' (type)' : ''}`),
);
section(
  'One feature importing another',
  cross.map((e) => `${e.from} -> ${e.to}${e.typeOnly ? ' (type)' : ''}`),
);
section(
  'Test support (src/testing) importing features',
  testUpward.map((e) => `${e.from} -> ${e.to}`),
);
section(
  'Ten largest source files of the repository (lines)',
  largest(tracked).map(([f, n]) => `${String(n).padStart(5)}  ${f}`),
);
section(
  'Ten largest files of src/ (lines)',
  largest(tracked.filter((f) => f.startsWith('src/'))).map(
    ([f, n]) => `${String(n).padStart(5)}  ${f}`,
  ),
);
section(
  'Ten largest functions outside tests (lines)',
  tracked
    .filter((f) => /\.tsx?$/.test(f) && !isTestFile(f) && !f.endsWith('.d.ts'))
    .flatMap(functionsOf)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([f, n]) => `${String(n).padStart(5)}  ${f}`),
);

if (check) {
  const problems = [
    ...allCycles.map((c) => `import cycle: ${c.join(' <-> ')}`),
    ...upward.map((e) => `shared code imports ${top(e.to)}: ${e.from} -> ${e.to}`),
    ...cross.map((e) => `one feature imports another: ${e.from} -> ${e.to}`),
  ];
  for (const p of problems) console.error(`import-graph: ${p}`);
  if (problems.length) process.exit(1);
}
