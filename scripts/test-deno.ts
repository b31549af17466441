/** Runs the Deno unit tests of the edge functions (supabase/functions/**\/*_test.ts), offline. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../stack/config.ts';
import { denoBinary } from '../stack/functions.ts';

const dir = path.join(ROOT, 'supabase', 'functions');
// Deno finds supabase/functions/deno.json (import map) and package.json by itself from the
// test files; an explicit --config would hide node_modules' @types/node from the type check.
const args = [
  'test',
  '--allow-all',
  '--no-prompt',
  '--node-modules-dir=manual',
  dir,
  ...process.argv.slice(2),
];
const r = spawnSync(denoBinary(), args, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: process.env.NO_COLOR ?? '' },
});
process.exit(r.status ?? 1);
