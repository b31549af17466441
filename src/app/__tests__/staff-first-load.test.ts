// @vitest-environment node
/**
 * What the first load of the staff pages may not contain (docs/decisions.md, "Weight of the staff
 * pages"; measured by `npm run bench:bundle`): the code of menus, dialogs, toasts and forms that
 * show only when opened. Follows the static imports that remain at run time (not `import type`, not
 * `import()`) from the modules the expert dashboard and admin users load, and names the chain that
 * reaches a package.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '../..');
const ENTRIES = [
  'app/index.tsx',
  'app/layout/app-layout.tsx',
  'app/routes/guards.tsx',
  'app/routes/expert/dashboard.tsx',
  'app/routes/admin/users.tsx',
];
const LOADED_ON_OPEN = [
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-toast',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : path.resolve(path.dirname(from), spec);
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (/\.tsx?$/.test(base + ext) && fs.existsSync(base + ext)) return base + ext;
  return null;
}

const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** Runtime static imports of a file: local files and package names. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specs: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (onlyTypes) continue;
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specs.map((spec) =>
    spec.startsWith('@/') || spec.startsWith('.')
      ? (resolveLocal(file, spec) ?? spec)
      : packageOf(spec),
  );
}

/** Every package reachable from the entries, with the chain of files that reaches it first. */
function reachablePackages(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: Array<{ file: string; chain: string[] }> = ENTRIES.map((entry) => ({
    file: path.join(SRC, entry),
    chain: [entry],
  }));
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const target of runtimeImports(file)) {
      if (path.isAbsolute(target))
        queue.push({ file: target, chain: [...chain, path.relative(SRC, target)] });
      else if (!found.has(target)) found.set(target, chain);
    }
  }
  return found;
}

describe('first load of the staff pages', () => {
  const packages = reachablePackages();

  it('follows the imports into the shell and both pages', () => {
    // The walk itself works: what the pages do need is found.
    for (const needed of ['react-router-dom', '@tanstack/react-query', '@supabase/auth-js'])
      expect(packages.has(needed), needed).toBe(true);
  });

  it.each(LOADED_ON_OPEN)('does not include %s', (name) => {
    expect(packages.get(name) ?? null, `reached through ${packages.get(name)?.join(' -> ')}`).toBe(
      null,
    );
  });
});
