import { paths } from '@/config/paths';
import { dealerStatusOf, isAdmin, isApprovedDealer, isCompanyOwner, isOps, mayOrder, type Session } from '@/lib/session/session';

export type SidebarIcon =
  | 'home'
  | 'catalogue'
  | 'news'
  | 'cart'
  | 'quick-order'
  | 'orders'
  | 'invoices'
  | 'receivables'
  | 'profile'
  | 'company'
  | 'dashboard'
  | 'admin-products'
  | 'categories'
  | 'bank-statements'
  | 'settings'
  | 'datev-export'
  | 'job-queues';

/** Counters shown beside an item: the cart's article count, the dealer's unread news. */
export type SidebarBadge = 'cart-count' | 'news-unread';

export interface SidebarItem {
  key: string;
  label: string;
  icon: SidebarIcon;
  /** SPA route; absent for items that run an action instead. */
  to?: string;
  /** Further routes under which this item counts as the current one (pages reached from it). */
  alsoFor?: string[];
  action?: 'open-job-queues';
  badge?: SidebarBadge;
}

export interface SidebarGroup {
  key: 'navigation' | 'dealer' | 'administration' | 'operations';
  label: string;
  items: SidebarItem[];
}

const jobQueuesItem: SidebarItem = {
  key: 'job-queues',
  label: 'Job-Warteschlangen',
  icon: 'job-queues',
  action: 'open-job-queues',
};

/**
 * Which sidebar groups a visitor sees. Cosmetic only: every endpoint is guarded on the server.
 */
export function sidebarGroupsFor(session: Session): SidebarGroup[] {
  const groups: SidebarGroup[] = [
    {
      key: 'navigation',
      label: 'Navigation',
      items: [
        { key: paths.home, label: 'Startseite', icon: 'home', to: paths.home },
        { key: paths.products, label: 'Produktkatalog', icon: 'catalogue', to: paths.products },
        // A dealer under review or refused finds the documents and the reason on the profile.
        ...(dealerStatusOf(session) === 'pending' || dealerStatusOf(session) === 'rejected'
          ? [{ key: paths.profile, label: 'Profil', icon: 'profile', to: paths.profile } as const]
          : []),
      ],
    },
  ];

  if (isApprovedDealer(session)) {
    groups.push({
      key: 'dealer',
      label: 'Händlerbereich',
      items: [
        { key: paths.news, label: 'News', icon: 'news', to: paths.news, badge: 'news-unread' },
        ...(mayOrder(session)
          ? [
              { key: paths.quickOrder, label: 'Schnellbestellung', icon: 'quick-order', to: paths.quickOrder } as const,
              { key: paths.cart, label: 'Warenkorb', icon: 'cart', to: paths.cart, badge: 'cart-count' } as const,
            ]
          : []),
        { key: paths.orders, label: 'Bestellungen', icon: 'orders', to: paths.orders },
        { key: paths.invoices, label: 'Rechnungen', icon: 'invoices', to: paths.invoices },
        ...(isCompanyOwner(session) ? [{ key: paths.company, label: 'Firma', icon: 'company', to: paths.company } as const] : []),
        { key: paths.profile, label: 'Profil', icon: 'profile', to: paths.profile },
      ],
    });
  }

  if (isAdmin(session)) {
    groups.push({
      key: 'administration',
      label: 'Administration',
      items: [
        { key: paths.admin.root, label: 'Dashboard', icon: 'dashboard', to: paths.admin.root },
        { key: paths.admin.products, label: 'Produkte', icon: 'admin-products', to: paths.admin.products, alsoFor: [paths.admin.imageMigration] },
        { key: paths.admin.categories, label: 'Kategorien', icon: 'categories', to: paths.admin.categories },
        { key: paths.admin.receivables, label: 'Forderungen', icon: 'receivables', to: paths.admin.receivables },
        { key: paths.admin.bankStatements, label: 'Kontoauszüge', icon: 'bank-statements', to: paths.admin.bankStatements },
        { key: paths.admin.receivablesSettings, label: 'Einstellungen Forderungen', icon: 'settings', to: paths.admin.receivablesSettings },
        { key: paths.admin.datevExport, label: 'DATEV-Export', icon: 'datev-export', to: paths.admin.datevExport },
        jobQueuesItem,
      ],
    });
  } else if (isOps(session)) {
    groups.push({ key: 'operations', label: 'Betrieb', items: [jobQueuesItem] });
  }

  return groups;
}

/** The menu key to highlight for the current location (longest matching route wins). */
export function selectedSidebarKey(groups: SidebarGroup[], pathname: string, hash: string): string | undefined {
  const current = `${pathname}${hash}`;
  let best: SidebarItem | undefined;
  for (const item of groups.flatMap((group) => group.items)) {
    if (!item.to) continue;
    const matches =
      item.to === current ||
      item.alsoFor?.some((route) => pathname === route || pathname.startsWith(`${route}/`)) ||
      (!item.to.includes('#') && item.to !== paths.home && pathname.startsWith(`${item.to}/`)) ||
      (!item.to.includes('#') && item.to === pathname && !hash);
    if (matches && (!best?.to || item.to.length > best.to.length)) best = item;
  }
  return best?.key;
}
