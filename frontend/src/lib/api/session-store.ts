import type { AuthUser } from './contracts';

/**
 * The signed-in state, kept in memory only: the access token never touches localStorage,
 * so a reload starts in `restoring` until the refresh cookie has been exchanged.
 */
export type AuthState =
  | { status: 'restoring' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AuthUser; accessToken: string; expiresAt: number };

let state: AuthState = { status: 'restoring' };
const listeners = new Set<() => void>();

export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setState(next: AuthState): void {
    state = next;
    listeners.forEach((listener) => listener());
  },
};

export function getAccessToken(): string | null {
  return state.status === 'signed-in' ? state.accessToken : null;
}
