/**
 * MailDev 2 as a child process: SMTP capture on loopback, with its web UI and REST API
 * (GET /email, DELETE /email/all) on the UI port. A child process (not in-process) because
 * MailDev is a module-level singleton that installs its own signal handlers.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { StackConfig } from './config.ts';
import { keep, type KeepOptions, type ServiceStatus } from './keeper.ts';
import { startProcess } from './proc.ts';
import { waitForHttp, waitForPort } from './ports.ts';

const require = createRequire(import.meta.url);

export interface RunningMail {
  smtpPort: number;
  uiUrl: string;
  /** Stops MailDev (SMTP and UI); it is not restarted until restart(). */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same ports. */
  restart(): Promise<void>;
  isRunning(): boolean;
  /** Its state and restarts (keeper.ts restarts it when it dies on its own). */
  status(): ServiceStatus;
}

export async function startMail(
  cfg: StackConfig,
  keepOpts: KeepOptions = {},
): Promise<RunningMail> {
  const bin = path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  const launch = async () => {
    const proc = startProcess(
      'maildev',
      process.execPath,
      [
        bin,
        '--smtp',
        String(cfg.mailPort),
        '--web',
        String(cfg.mailUiPort),
        '--ip',
        '127.0.0.1',
        '--silent',
      ],
      { env: { PATH: process.env.PATH }, verbose: cfg.verbose },
    );
    try {
      await waitForPort(cfg.mailPort, 20_000);
      await waitForHttp(`http://127.0.0.1:${cfg.mailUiPort}/email`, 20_000);
    } catch (e) {
      const tail = proc.tail();
      await proc.stop();
      throw new Error(`MailDev did not start: ${(e as Error).message}\n${tail}`);
    }
    return proc;
  };
  const kept = await keep('maildev', launch, keepOpts);
  return {
    smtpPort: cfg.mailPort,
    uiUrl: `http://127.0.0.1:${cfg.mailUiPort}`,
    isRunning: () => kept.status().state === 'running',
    stop: () => kept.stop(),
    restart: () => kept.start(),
    status: () => kept.status(),
  };
}
