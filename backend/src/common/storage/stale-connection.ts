import { setTimeout as sleep } from 'timers/promises';

const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE']);
const ATTEMPTS = 3;

/**
 * A kept-alive connection to the object store that the server closed while this process was busy: with the event
 * loop blocked longer than the server's keep-alive (a PDF rendered, image variants encoded, passwords hashed), the
 * close is read only after the next request was written on that socket, which then fails with ECONNRESET or
 * "socket hang up". Every storage call of ours is idempotent (HEAD, GET, PUT of the same bytes, DELETE, a bucket
 * policy), so it is sent again on a fresh connection; the pause lets the process read the other closes first.
 */
export async function retryOnStaleConnection<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!isStaleConnection(error) || attempt === ATTEMPTS) throw error;
      await sleep(50 * attempt);
    }
  }
}

function isStaleConnection(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return STALE_CONNECTION_CODES.has(code ?? '') || message === 'socket hang up';
}
