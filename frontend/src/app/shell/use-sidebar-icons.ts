import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import type { SidebarIcon } from './sidebar-groups';
import { isVisitorSidebarIcon, type MemberSidebarIcon, sidebarIconPlaceholder, visitorSidebarIcons } from './sidebar-icons';

type MemberSidebarIcons = Record<MemberSidebarIcon, ReactNode>;

let memberIcons: MemberSidebarIcons | undefined;
let memberIconsRequest: Promise<unknown> | undefined;
const listeners = new Set<() => void>();

/**
 * Called by member-sidebar-icons.tsx once its chunk has run. A call, not a plain export, on purpose: a chunk whose
 * code has an effect is never merged into the entry by Rollup (`experimentalMinChunkSize` in vite.config.ts merges
 * small chunks without effects into it), so the icons stay out of the first page.
 */
export function provideMemberSidebarIcons(icons: MemberSidebarIcons): void {
  memberIcons = icons;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getMemberIcons = () => memberIcons;

/** Fetches the signed-in icons once; after a failed download the next sign-in tries again. */
function loadMemberSidebarIcons(): void {
  memberIconsRequest ??= import('./member-sidebar-icons').catch(() => {
    memberIconsRequest = undefined;
  });
}

/**
 * The icon of each sidebar entry. With `signedIn` the signed-in icons are fetched as soon as the session is known:
 * a dealer's entries wait for /api/auth/me anyway, so the icons are there when they appear. Until then an entry
 * shows an empty box of the icon's size (an administrator's entries come with the session itself).
 */
export function useSidebarIcons(signedIn: boolean): (icon: SidebarIcon) => ReactNode {
  const loaded = useSyncExternalStore(subscribe, getMemberIcons, getMemberIcons);

  useEffect(() => {
    if (signedIn) loadMemberSidebarIcons();
  }, [signedIn]);

  return (icon) => (isVisitorSidebarIcon(icon) ? visitorSidebarIcons[icon] : (loaded?.[icon] ?? sidebarIconPlaceholder));
}
