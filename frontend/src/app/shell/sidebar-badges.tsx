import { Badge } from 'antd';
import type { ReactNode } from 'react';
import styles from './sidebar-nav.module.css';

/* antd's Badge in a lazy chunk (see sidebar-nav.tsx): only an approved dealer's sidebar shows counters. */

/** The count beside an entry's label. */
export function SidebarCountBadge({ count, title }: { count: number; title: string }) {
  return <Badge count={count} overflowCount={99} className={styles.badge} title={title} />;
}

/** The dot on an entry's icon when the sidebar is collapsed. */
export function SidebarDotBadge({ children }: { children: ReactNode }) {
  return (
    <Badge dot offset={[2, 0]}>
      {children}
    </Badge>
  );
}
