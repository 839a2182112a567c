import { App } from 'antd';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { isAdmin } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import { NotFoundPage } from '../not-found';
import { AdminBankStatementPage } from './bank-statement';
import { AdminBankStatementsPage } from './bank-statements';
import { AdminCategoriesPage } from './categories';
import { AdminDashboardPage } from './dashboard';
import { AdminImageMigrationPage } from './image-migration';
import { AdminProductImportPage } from './product-import';
import { AdminProductEditorPage } from './product-editor';
import { AdminProductsPage } from './products';
import { AdminReceivablesSettingsPage } from './receivables-settings';
import { AdminDatevExportPage } from './datev-export';

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
  if (!isAdmin(session)) return <AccessDenied />;

  return (
    <Routes>
      <Route index element={<AdminDashboardPage />} />
      <Route path="products" element={<AdminProductsPage />} />
      <Route path="products/import" element={<AdminProductImportPage />} />
      <Route path="images/migration" element={<AdminImageMigrationPage />} />
      <Route path="product/new" element={<AdminProductEditorPage />} />
      <Route path="product/:id" element={<AdminProductEditorPage />} />
      <Route path="categories" element={<AdminCategoriesPage />} />
      <Route path="kontoauszuege" element={<AdminBankStatementsPage />} />
      <Route path="kontoauszuege/:id" element={<AdminBankStatementPage />} />
      <Route path="settings/receivables" element={<AdminReceivablesSettingsPage />} />
      <Route path="exports/datev" element={<AdminDatevExportPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The admin spec: a toast 'Zugriff verweigert' and back to the home page. */
function AccessDenied() {
  const { notification } = App.useApp();
  useEffect(() => {
    notification.error({ key: 'admin-access-denied', message: 'Zugriff verweigert', description: 'Sie haben keine Berechtigung für den Admin-Bereich.' });
  }, [notification]);
  return <Navigate to={paths.home} replace />;
}
