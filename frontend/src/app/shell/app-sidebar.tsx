import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { company } from '@/config/company';
import { isApprovedDealer, isAuthenticated } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import { cartCountQueryOptions } from '@/features/cart/api/queries';
import { unreadNewsCountQueryOptions } from '@/features/news/api/queries';
import { SidebarAccount } from './sidebar-account';
import { SidebarBrand } from './sidebar-brand';
import { sidebarGroupsFor } from './sidebar-groups';
import { loadSidebarBadges, SidebarNav } from './sidebar-nav';
import { useSidebarIcons } from './use-sidebar-icons';
import styles from './app-sidebar.module.css';

// Only approved dealers see the EK/VK switch; everyone else never downloads it.
const PriceToggle = lazy(() => import('./price-toggle').then((module) => ({ default: module.PriceToggle })));

export function AppSidebar({ collapsed }: { collapsed: boolean }) {
  const session = useSession();
  const approvedDealer = isApprovedDealer(session);
  const cartCount = useQuery({ ...cartCountQueryOptions(), enabled: approvedDealer });
  const unreadNews = useQuery({ ...unreadNewsCountQueryOptions(), enabled: approvedDealer });
  const iconFor = useSidebarIcons(isAuthenticated(session));
  // Fetched beside the two counts, so a badge appears with its number.
  useEffect(() => {
    if (approvedDealer) loadSidebarBadges().catch(() => undefined); // the lazy badge tries again when it renders
  }, [approvedDealer]);

  return (
    <>
      <SidebarBrand collapsed={collapsed} />
      <nav className={styles.menu} aria-label="Hauptnavigation">
        <SidebarNav groups={sidebarGroupsFor(session)} badges={{ 'cart-count': cartCount.data, 'news-unread': unreadNews.data }} collapsed={collapsed} iconFor={iconFor} />
      </nav>
      {approvedDealer && (
        <Suspense fallback={null}>
          <PriceToggle collapsed={collapsed} />
        </Suspense>
      )}
      <div className={collapsed ? styles.footerCollapsed : styles.footer}>
        <SidebarAccount session={session} collapsed={collapsed} />
        {!collapsed && (
          <>
            <span className={styles.version}>{company.portalVersion}</span>
          </>
        )}
      </div>
    </>
  );
}
