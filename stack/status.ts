/**
 * Shared by `npm run stack` and `npm run dev`: the status lines, the services' state
 * (`npm run stack -- status`) and clean shutdown.
 */
import type { ServiceStatus } from './keeper.ts';
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

/** One line per kept service: `postgrest  running  pid 1234  restarts 1  (last exit: signal SIGKILL)`. */
export function serviceLines(services: ServiceStatus[]): string[] {
  return services.map((s) =>
    [
      s.name.padEnd(10),
      s.state.padEnd(10),
      `pid ${s.pid ?? '-'}`.padEnd(11),
      `restarts ${s.restarts}`,
      s.lastExit ? `  (last exit: ${s.lastExit})` : '',
    ].join(' '),
  );
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
