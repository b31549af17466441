/**
 * A small resolver for eslint-plugin-import (resolver interface v2): the `@/` alias of
 * tsconfig.app.json and vite.config.ts points at src/, and TypeScript sources resolve without
 * their extension. Anything else goes to eslint-import-resolver-node. Loaded by path from
 * eslint.config.js, so that `import/no-cycle` follows the alias imports the app uses.
 */
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const SRC = path.resolve(__dirname, '..', 'src');
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(base) {
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file, config) {
    if (source.startsWith('@/')) {
      const found = resolveFile(path.join(SRC, source.slice(2)));
      return found ? { found: true, path: found } : { found: false };
    }
    if (source.startsWith('.')) {
      const found = resolveFile(path.resolve(path.dirname(file), source));
      if (found) return { found: true, path: found };
    }
    return nodeResolver.resolve(source, file, config);
  },
};
