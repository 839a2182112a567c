import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { restoreSession } from '@/lib/api/session';
import { authStore } from '@/lib/api/session-store';
import { meQueryOptions } from './me-query';
import type { Session } from './session';
import { SessionContext } from './session-context';

export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useSyncExternalStore(authStore.subscribe, authStore.getState);
  const signedIn = auth.status === 'signed-in';
  const userId = signedIn ? auth.user.id : null;
  const queryClient = useQueryClient();

  useEffect(() => {
    void restoreSession();
  }, []);

  // Another user's (or nobody's) data must never linger in the cache.
  const previousUserId = useRef<string | null>(null);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) queryClient.clear();
    previousUserId.current = userId;
  }, [userId, queryClient]);

  const profile = useQuery({ ...meQueryOptions(), enabled: signedIn });

  const session = useMemo<Session>(() => {
    if (auth.status === 'restoring') return { status: 'restoring' };
    if (auth.status === 'signed-out') return { status: 'anonymous' };
    return { status: 'authenticated', user: auth.user, profile: profile.data };
  }, [auth, profile.data]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
