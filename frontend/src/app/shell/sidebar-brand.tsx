import { Link } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { paths } from '@/config/paths';
import styles from './app-sidebar.module.css';

export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to={paths.home} className={collapsed ? styles.brandCollapsed : styles.brand} aria-label="Radwerk – zur Startseite">
      <BrandLogo size={collapsed ? 28 : 36} />
      {!collapsed && (
        <span className={styles.brandText}>
          <strong>Radwerk</strong>
          <span className={styles.muted}>B2B-Portal · Großhandel</span>
        </span>
      )}
    </Link>
  );
}
