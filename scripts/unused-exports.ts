/**
 * Exported names of src/ that no other file imports, so a dead export is found before it is
 * copied (CONTRIBUTING.md, "Where a feature's files go").
 *
 *   npx tsx scripts/unused-exports.ts [path-prefix ...]
 *
 * Reads every tracked .ts/.tsx file (src, tests, e2e, stack, scripts, supabase/functions and the
 * root configs) for its imports: named imports and re-exports count the name, a namespace import,
 * `export *` or a dynamic `import()` counts every export of the module (route modules and lazy
 * dialogs are loaded that way). Prints each unused export of src/ (or of the given prefixes) with
 * "used in its file" when the file itself still uses it (then it only needs to lose `export`),
 * and "only tests import it" for names used by tests alone. Generated src/types/database.ts is
 * left out. Exits 0: a report, not a check.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const ALL = '*';
const prefixes = process.argv.slice(2).length ? process.argv.slice(2) : ['src/'];

const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(tsx?|mts)$/.test(f) && !f.endsWith('.d.ts'))
  .filter((f) => fs.existsSync(path.join(ROOT, f)));
const known = new Set(files);

const isTest = (f: string) =>
  /^(tests|e2e)\//.test(f) ||
  /(^|\/)(__tests__|testing)\//.test(f) ||
  /\.(test|spec)\.tsx?$/.test(f);

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.posix.join('src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** file -> exported name -> the files that import it */
const importers = new Map<string, Map<string, Set<string>>>();
const exportsOf = new Map<string, Map<string, ts.Node>>();
const sources = new Map<string, ts.SourceFile>();

const use = (target: string | null, name: string, by: string) => {
  if (!target || target === by) return;
  const names = importers.get(target) ?? new Map<string, Set<string>>();
  importers.set(target, names);
  const set = names.get(name) ?? new Set<string>();
  set.add(by);
  names.set(name, set);
};

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  sources.set(file, source);
  const exported = new Map<string, ts.Node>();
  exportsOf.set(file, exported);

  for (const st of source.statements) {
    if (hasExport(st)) {
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name)) exported.set(d.name.text, d);
      const named = st as ts.DeclarationStatement;
      if (!ts.isVariableStatement(st) && named.name && ts.isIdentifier(named.name))
        exported.set(named.name.text, st);
    }
    if (ts.isExportDeclaration(st) && !st.moduleSpecifier && st.exportClause)
      if (ts.isNamedExports(st.exportClause))
        for (const e of st.exportClause.elements) exported.set(e.name.text, e);
  }

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolve(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (clause?.name) use(target, 'default', file);
      const nb = clause?.namedBindings;
      if (nb && ts.isNamespaceImport(nb)) use(target, ALL, file);
      if (nb && ts.isNamedImports(nb))
        for (const e of nb.elements) use(target, (e.propertyName ?? e.name).text, file);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const target = resolve(file, node.moduleSpecifier.text);
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) use(target, ALL, file);
      else
        for (const e of node.exportClause.elements)
          use(target, (e.propertyName ?? e.name).text, file);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      use(resolve(file, node.arguments[0].text), ALL, file);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const target = resolve(file, node.argument.literal.text);
      const q = node.qualifier;
      use(target, q ? (ts.isIdentifier(q) ? q.text : q.left.getText(source)) : ALL, file);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** How often `name` appears as an identifier in the file, its declaration included. */
function occurrences(source: ts.SourceFile, name: string): number {
  let n = 0;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name) n++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

const rows: string[] = [];
for (const file of files) {
  if (!prefixes.some((p) => file.startsWith(p)) || isTest(file)) continue;
  if (file === 'src/types/database.ts') continue;
  const used = importers.get(file);
  if (used?.has(ALL)) continue;
  for (const name of exportsOf.get(file)?.keys() ?? []) {
    const by = [...(used?.get(name) ?? [])];
    if (by.length && !by.every(isTest)) continue;
    const inFile = occurrences(sources.get(file)!, name) > 1;
    const notes = [
      by.length ? `only tests import it (${by.join(', ')})` : null,
      inFile ? 'used in its file' : null,
    ].filter(Boolean);
    rows.push(`${file}  ${name}${notes.length ? `  [${notes.join('; ')}]` : ''}`);
  }
}
console.log(`${rows.length} exports of ${prefixes.join(', ')} that no other source file imports:`);
for (const r of rows) console.log(`  ${r}`);
