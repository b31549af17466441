/** Shared by `npm run stack` and `npm run dev`: the status lines and clean shutdown. */
import { killAllSync } from './proc.ts';
import type { RunningStack } from './index.ts';

export function statusLines(s: RunningStack): string[] {
  return [
    `API URL: ${s.config.apiUrl}`,
    `DB URL: ${s.dbUrl}`,
    `anon key: ${s.config.anonKey}`,
    `service_role key: ${s.config.serviceRoleKey}`,
    `Mail UI: ${s.mailApiUrl}`,
  ];
}

export function installSignalHandlers(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (sig: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`\n${sig} received, stopping the stack...\n`);
    stop()
      .catch(() => {})
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', killAllSync);
}
