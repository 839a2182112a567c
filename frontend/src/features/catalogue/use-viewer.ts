import type { CardViewer } from '@/components/catalogue/product-card';
import { dealerStatusOf, isAdmin, isAuthenticated, isOps } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

/** Who looks at the catalogue, and the cache scope for the prices the server gives him. */
export function useViewer(): { viewer: CardViewer; scope: string; ready: boolean } {
  const session = useSession();
  if (session.status === 'restoring') return { viewer: 'visitor', scope: 'restoring', ready: false };
  if (!isAuthenticated(session)) return { viewer: 'visitor', scope: 'anonymous', ready: true };
  const scope = `user:${session.user.id}`;
  if (isAdmin(session) || isOps(session)) return { viewer: 'staff', scope, ready: true };
  const status = dealerStatusOf(session);
  // Until the profile arrives the dealer status is unknown: show the cautious state.
  return { viewer: status === 'approved' ? 'dealer' : 'pending', scope: `${scope}:${status ?? 'unknown'}`, ready: true };
}
