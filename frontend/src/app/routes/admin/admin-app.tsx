import { Result } from 'antd';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { isAdmin } from '@/features/auth/session/session';
import { useSession } from '@/features/auth/session/session-context';
import { NotFoundPage } from '../not-found';
import { AdminDashboardPage } from './dashboard';
import { AdminProductsPage } from './products';

/**
 * The whole admin tree, loaded as one lazy chunk: a visitor never downloads admin code.
 * The guard is cosmetic; the admin API checks roles itself.
 */
export function AdminApp() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'restoring') return <PageSpinner />;
  if (session.status === 'anonymous') {
    return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  }
  if (!isAdmin(session)) {
    return (
      <Result
        status="403"
        title="Kein Zugriff"
        subTitle="Dieser Bereich ist Administratoren vorbehalten."
        extra={
          <LinkButton type="primary" to={paths.home}>
            Zur Startseite
          </LinkButton>
        }
      />
    );
  }

  return (
    <Routes>
      <Route index element={<AdminDashboardPage />} />
      <Route path="products" element={<AdminProductsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
