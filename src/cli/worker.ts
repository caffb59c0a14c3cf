// `arbiter worker --queue redis://HOST:PORT [--concurrency N] [--lock-seconds S]`: play the range jobs of
// `arbiter sim … --queue` runs on this machine (src/sim/queueWorker.ts) until stopped. SIGINT or SIGTERM
// finishes the ranges being played and exits; a second one leaves them to other workers (their locks
// expire after --lock-seconds and BullMQ hands them on).
import { availableParallelism } from 'node:os';
import { parseQueueUrl, QueueError } from '../sim/queue.ts';
import { CliError, parseIntOption } from './args.ts';

export interface WorkerOptions {
  queue?: string;
  concurrency?: string;
  lockSeconds: string;
}

export const MAX_CONCURRENCY = 256;

export async function workerCommand(opts: WorkerOptions): Promise<void> {
  if (opts.queue === undefined) throw new CliError('arbiter worker needs --queue redis://HOST:PORT');
  let url: URL;
  try {
    url = parseQueueUrl(opts.queue);
  } catch (err) {
    if (err instanceof QueueError) throw new CliError(err.message);
    throw err;
  }
  const concurrency =
    opts.concurrency === undefined
      ? availableParallelism()
      : parseIntOption(opts.concurrency, '--concurrency', 1, MAX_CONCURRENCY);
  const lockSeconds = parseIntOption(opts.lockSeconds, '--lock-seconds', 1, 3600);
  const log = (line: string) => process.stderr.write(`arbiter worker: ${line}\n`);
  const { startQueueWorker } = await import('../sim/queueWorker.ts');
  let worker;
  try {
    worker = await startQueueWorker({ url, concurrency, lockSeconds, log });
  } catch (err) {
    if (err instanceof QueueError) throw new CliError(err.message);
    throw err;
  }
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) {
        log(`${signal} again: leaving the running ranges to other workers`);
        void worker.close(true).then(resolve, resolve);
        return;
      }
      stopping = true;
      log(`${signal}: finishing the running ranges, then stopping (${signal} again to stop now)`);
      void worker.close().then(resolve, resolve);
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  });
  log('stopped');
}
