import type { AuthSessionResponse } from './contracts';
import { createApiClient } from './create-api-client';
import { authStore } from './session-store';

const REFRESH_BEFORE_EXPIRY_MS = 60_000;
const MIN_REFRESH_DELAY_MS = 5_000;
const UNREACHABLE_RETRY_MS = 30_000;
const BACKOFF_START_MS = 200;
const MAX_ATTEMPTS = 4;
/** Serialises refreshes across tabs: the refresh token rotates, and a concurrent reuse would revoke the family. */
const REFRESH_LOCK = 'radwerk-session-refresh';

/** Without the auth middleware: the refresh call authenticates by its httpOnly cookie alone. */
const cookieClient = createApiClient();

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshInFlight: Promise<boolean> | null = null;
let restoreStarted = false;

function scheduleRefresh(delayMs: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshSession(), Math.max(delayMs, MIN_REFRESH_DELAY_MS));
}

/** Stores a fresh session (after sign-in or refresh) and plans the next silent refresh. */
export function acceptSession(session: AuthSessionResponse): void {
  const lifetimeMs = session.expiresIn * 1000;
  authStore.setState({
    status: 'signed-in',
    user: session.user,
    accessToken: session.accessToken,
    expiresAt: Date.now() + lifetimeMs,
  });
  scheduleRefresh(lifetimeMs - REFRESH_BEFORE_EXPIRY_MS);
}

export function endSession(): void {
  clearTimeout(refreshTimer);
  authStore.setState({ status: 'signed-out' });
}

type RefreshOutcome = { kind: 'ok'; session: AuthSessionResponse } | { kind: 'rejected' } | { kind: 'unreachable' };

async function requestRefresh(): Promise<RefreshOutcome> {
  try {
    const { data, response } = await cookieClient.POST('/api/auth/refresh');
    if (response.ok && data) return { kind: 'ok', session: data };
    const transient = response.status >= 500 || response.status === 429;
    return transient ? { kind: 'unreachable' } : { kind: 'rejected' };
  } catch {
    return { kind: 'unreachable' };
  }
}

async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(REFRESH_LOCK, work) : work();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refreshWithBackoff(): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const outcome = await withCrossTabLock(requestRefresh);
    if (outcome.kind === 'ok' && outcome.session.mfaRequired) {
      // A sign-in that stopped at the code step (e.g. reloaded there) does not count as signed in.
      endSession();
      return false;
    }
    if (outcome.kind === 'ok') {
      acceptSession(outcome.session);
      return true;
    }
    if (outcome.kind === 'rejected') {
      endSession();
      return false;
    }
    await sleep(BACKOFF_START_MS * 2 ** attempt);
  }
  // Backend unreachable: keep a still-valid token and try again later instead of logging the user out.
  const current = authStore.getState();
  if (current.status === 'signed-in' && current.expiresAt > Date.now()) {
    scheduleRefresh(UNREACHABLE_RETRY_MS);
  } else {
    endSession();
  }
  return false;
}

/** Exchanges the refresh cookie for a new access token. Concurrent callers share one request. */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= refreshWithBackoff().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Called once at start-up so a reload keeps the session; a 401 simply means "signed out". */
export function restoreSession(): Promise<boolean> {
  if (restoreStarted) return refreshInFlight ?? Promise.resolve(authStore.getState().status === 'signed-in');
  restoreStarted = true;
  return refreshSession();
}
