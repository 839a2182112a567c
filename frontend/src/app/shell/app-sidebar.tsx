import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { company } from '@/config/company';
import { isApprovedDealer } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import { cartCountQueryOptions } from '@/features/cart/api/queries';
import { unreadNewsCountQueryOptions } from '@/features/news/api/queries';
import { SidebarAccount } from './sidebar-account';
import { SidebarBrand } from './sidebar-brand';
import { sidebarGroupsFor } from './sidebar-groups';
import { SidebarNav } from './sidebar-nav';
import styles from './app-sidebar.module.css';

// Only approved dealers see the EK/VK switch; everyone else never downloads it.
const PriceToggle = lazy(() => import('./price-toggle').then((module) => ({ default: module.PriceToggle })));

export function AppSidebar({ collapsed }: { collapsed: boolean }) {
  const session = useSession();
  const approvedDealer = isApprovedDealer(session);
  const cartCount = useQuery({ ...cartCountQueryOptions(), enabled: approvedDealer });
  const unreadNews = useQuery({ ...unreadNewsCountQueryOptions(), enabled: approvedDealer });

  return (
    <>
      <SidebarBrand collapsed={collapsed} />
      <nav className={styles.menu} aria-label="Hauptnavigation">
        <SidebarNav groups={sidebarGroupsFor(session)} badges={{ 'cart-count': cartCount.data, 'news-unread': unreadNews.data }} collapsed={collapsed} />
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
