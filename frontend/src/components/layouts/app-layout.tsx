import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMediaQuery } from '@/hooks/use-media-query';
import { SiteFooter } from './site-footer';
import { useSidebarState } from './use-sidebar-state';
import { useToggleShortcut } from './use-toggle-shortcut';
import styles from './app-layout.module.css';

// Most visitors never open the mobile panel, so antd's Drawer is fetched on the first open only.
const MobileSidebarDrawer = lazy(() =>
  import('./mobile-sidebar-drawer').then((module) => ({ default: module.MobileSidebarDrawer })),
);

export const MOBILE_QUERY = '(max-width: 767.98px)';

export interface SidebarRenderProps {
  collapsed: boolean;
}

interface AppLayoutProps {
  renderSidebar: (props: SidebarRenderProps) => ReactNode;
  /** Shown in the header next to the toggle. */
  headerContent?: ReactNode;
  children: ReactNode;
}

/** The frame of every page: sidebar (a drawer below 768 px), header with toggle, main area, footer. */
export function AppLayout({ renderSidebar, headerContent, children }: AppLayoutProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { expanded, setExpanded } = useSidebarState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggle = () => {
    if (!isMobile) return setExpanded(!expanded);
    setDrawerRequested(true);
    setDrawerOpen((open) => !open);
  };
  useToggleShortcut(toggle);

  const sidebarVisible = isMobile ? drawerOpen : expanded;

  return (
    <Layout className={styles.root}>
      {isMobile ? (
        drawerRequested && (
          <Suspense fallback={null}>
            <MobileSidebarDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              {renderSidebar({ collapsed: false })}
            </MobileSidebarDrawer>
          </Suspense>
        )
      ) : (
        <Layout.Sider
          className={styles.sider}
          theme="light"
          width="16rem"
          collapsedWidth="3rem"
          collapsed={!expanded}
          trigger={null}
          collapsible
        >
          <div className={styles.siderInner}>{renderSidebar({ collapsed: !expanded })}</div>
        </Layout.Sider>
      )}
      <Layout className={styles.content}>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            title="Seitenleiste ein-/ausblenden (Strg+B)"
            aria-label="Seitenleiste ein-/ausblenden"
            aria-expanded={sidebarVisible}
            icon={sidebarVisible ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={toggle}
          />
          <div className={styles.headerContent}>{headerContent}</div>
        </Layout.Header>
        <Layout.Content className={styles.main}>
          {children}
        </Layout.Content>
        <SiteFooter />
      </Layout>
    </Layout>
  );
}
