import styles from '@/features/admin-catalogue/components/admin-catalogue.module.css';
import { CategoryManagement } from '@/features/admin-catalogue/components/category-management';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/categories: category management (the dashboard's Kategorien tab shows the same component). */
export function AdminCategoriesPage() {
  useDocumentTitle('Kategorien verwalten');
  return (
    <div className={styles.page} style={{ maxWidth: 960 }}>
      <div className={styles.head}>
        <h1>Kategorien</h1>
      </div>
      <CategoryManagement />
    </div>
  );
}
