import { Outlet } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { NavigationProgress } from '@/components/ui/navigation-progress';
import { AppSidebar } from './app-sidebar';
import { ApprovalBanner } from './approval-banner';
import { HeaderContent } from './header-content';

/** The shell around every route. Loaded eagerly: it is the first thing a visitor sees. */
export function RootLayout() {
  return (
    <AppLayout renderSidebar={({ collapsed }) => <AppSidebar collapsed={collapsed} />} headerContent={<HeaderContent />}>
      <NavigationProgress />
      <ApprovalBanner />
      <Outlet />
    </AppLayout>
  );
}
