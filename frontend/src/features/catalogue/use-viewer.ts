import type { CardViewer } from '@/components/catalogue/product-card';
import { dealerStatusOf, isAdmin, isAuthenticated, isOps } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

/** The cache scope of a caller without a session. */
export const ANONYMOUS_SCOPE = 'anonymous';

/**
 * Who looks at the catalogue, and the cache scope for the prices the server gives him. While the session is being
 * restored the scope is the visitor's: most first visits have no session, so their list is already on its way when
 * the refresh answers. Pages show data only once `ready` (a returning dealer never sees visitor prices); for him
 * the scope then changes and his own list is fetched.
 */
export function useViewer(): { viewer: CardViewer; scope: string; ready: boolean } {
  const session = useSession();
  if (session.status === 'restoring') return { viewer: 'visitor', scope: ANONYMOUS_SCOPE, ready: false };
  if (!isAuthenticated(session)) return { viewer: 'visitor', scope: ANONYMOUS_SCOPE, ready: true };
  const scope = `user:${session.user.id}`;
  if (isAdmin(session) || isOps(session)) return { viewer: 'staff', scope, ready: true };
  const status = dealerStatusOf(session);
  // Until the profile arrives the dealer status is unknown: show the cautious state.
  return { viewer: status === 'approved' ? 'dealer' : 'pending', scope: `${scope}:${status ?? 'unknown'}`, ready: true };
}
