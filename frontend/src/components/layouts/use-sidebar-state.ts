import { useCallback, useState } from 'react';
import { SIDEBAR_COOKIE } from '@/config/browser-storage';
import { readCookie, writeCookie } from '@/lib/cookies';

/** Expanded or collapsed-to-icons on wide screens, remembered in the `sidebar_state` cookie ("true" = expanded). */
export function useSidebarState() {
  const [expanded, setExpandedState] = useState(() => readCookie(SIDEBAR_COOKIE.name) !== 'false');

  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next);
    writeCookie(SIDEBAR_COOKIE.name, String(next), SIDEBAR_COOKIE.maxAgeDays);
  }, []);

  return { expanded, setExpanded };
}
