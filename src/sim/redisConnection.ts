// Connections to the simulation queue's Redis (src/sim/queue.ts): the options BullMQ needs, and a
// bounded check that Redis answers, so that a wrong address or a Redis that is down gives a clear error
// within seconds instead of a command that waits for ever.
import { Redis, type RedisOptions } from 'ioredis';
import { QueueError, shownUrl } from './queue.ts';

/**
 * A connection for BullMQ (`maxRetriesPerRequest: null`, as BullMQ requires: it retries while Redis is
 * briefly away). The caller bounds every wait with its own timeouts.
 */
export function connect(url: URL, extra: RedisOptions = {}): Redis {
  const redis = new Redis(url.href, { maxRetriesPerRequest: null, connectTimeout: 5000, ...extra });
  // Connection errors surface through the callers' timeouts; without a listener ioredis prints each one.
  redis.on('error', () => {});
  return redis;
}

/** Fail with a clear message unless Redis answers PING within `ms`: never hang on a bad address. */
export async function checkReachable(url: URL, ms = 5000): Promise<void> {
  const probe = new Redis(url.href, {
    lazyConnect: true,
    connectTimeout: ms,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  let lastError = '';
  probe.on('error', (err: Error) => (lastError = err.message));
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe.connect().then(() => probe.ping()),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
      }),
    ]);
  } catch (err) {
    const why = lastError || (err as Error).message;
    throw new QueueError(`cannot reach Redis at ${shownUrl(url)}: ${why}`);
  } finally {
    clearTimeout(timer);
    probe.disconnect();
  }
}
