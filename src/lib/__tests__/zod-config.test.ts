// @vitest-environment node
/**
 * zod never probes `eval` (src/lib/zod-config.ts): the setting is on, and every module of the app
 * that imports zod imports the config module first, so it runs before any schema is created.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '@/lib/zod-config';
import { globalConfig } from 'zod/v4/core';

const SRC = path.resolve(__dirname, '../..');
const ZOD_IMPORT = /^import [^\n]*from ['"]zod(\/mini|\/v4[^'"]*)?['"];$/m;
const CONFIG_IMPORT = /^import '@\/lib\/zod-config';$/m;

function appFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : appFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('zod config', () => {
  it('turns the compiled parsers and their eval probe off', () => {
    expect(globalConfig.jitless).toBe(true);
  });

  it('is imported above the zod import of every module that imports zod', () => {
    const late = appFiles(SRC).filter((file) => {
      if (file.endsWith(path.join('lib', 'zod-config.ts'))) return false;
      const text = fs.readFileSync(file, 'utf8');
      const zod = ZOD_IMPORT.exec(text);
      if (!zod) return false;
      const config = CONFIG_IMPORT.exec(text);
      return !config || config.index > zod.index;
    });
    expect(late.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
