import { App } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useOpenJobQueues } from '@/features/auth/api/open-job-queues';
import { userMessageFor } from '@/lib/api/errors';
import { selectedSidebarKey, type SidebarBadge, type SidebarGroup, type SidebarIcon, type SidebarItem } from './sidebar-groups';
import styles from './sidebar-nav.module.css';

/** Only an approved dealer's sidebar shows counters: antd's Badge comes with them, not with the first page. */
export const loadSidebarBadges = () => import('./sidebar-badges');
const SidebarCountBadge = lazy(() => loadSidebarBadges().then((module) => ({ default: module.SidebarCountBadge })));
const SidebarDotBadge = lazy(() => loadSidebarBadges().then((module) => ({ default: module.SidebarDotBadge })));

interface SidebarNavProps {
  groups: SidebarGroup[];
  badges: Partial<Record<SidebarBadge, number>>;
  collapsed: boolean;
  iconFor: (icon: SidebarIcon) => ReactNode;
}

/**
 * The sidebar's link list. Plain links instead of antd Menu: Menu with its popup machinery is
 * about a third of the first page's JavaScript, and a sidebar needs none of it.
 */
const BADGE_TITLES: Record<SidebarBadge, (count: number) => string> = {
  'cart-count': (count) => `${count} Artikel im Warenkorb`,
  'news-unread': (count) => (count === 1 ? '1 ungelesene News' : `${count} ungelesene News`),
};

export function SidebarNav({ groups, badges, collapsed, iconFor }: SidebarNavProps) {
  const { pathname, hash } = useLocation();
  const selected = selectedSidebarKey(groups, pathname, hash);
  const { notification } = App.useApp();
  const openJobQueues = useOpenJobQueues();

  const runAction = () =>
    openJobQueues.mutate(undefined, {
      onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
    });

  const renderItem = (item: SidebarItem) => {
    const badgeCount = item.badge ? (badges[item.badge] ?? 0) : 0;
    const icon = iconFor(item.icon);
    const content = (
      <>
        <span className={styles.icon}>
          {collapsed && badgeCount > 0 ? (
            <Suspense fallback={icon}>
              <SidebarDotBadge>{icon}</SidebarDotBadge>
            </Suspense>
          ) : (
            icon
          )}
        </span>
        <span className={styles.label}>{item.label}</span>
        {!collapsed && badgeCount > 0 && (
          <Suspense fallback={null}>
            <SidebarCountBadge count={badgeCount} title={BADGE_TITLES[item.badge!](badgeCount)} />
          </Suspense>
        )}
      </>
    );
    const common = {
      className: item.key === selected ? `${styles.item} ${styles.active}` : styles.item,
      title: collapsed ? item.label : undefined,
      'aria-label': collapsed ? item.label : undefined,
    };

    return (
      <li key={item.key}>
        {item.to ? (
          <Link to={item.to} aria-current={item.key === selected ? 'page' : undefined} {...common}>
            {content}
          </Link>
        ) : (
          <button type="button" onClick={runAction} disabled={openJobQueues.isPending} {...common}>
            {content}
          </button>
        )}
      </li>
    );
  };

  return (
    <div className={collapsed ? `${styles.nav} ${styles.collapsed}` : styles.nav}>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-label={group.label}>
          <h2 className={styles.groupLabel}>{group.label}</h2>
          <ul className={styles.items}>{group.items.map(renderItem)}</ul>
        </section>
      ))}
    </div>
  );
}
