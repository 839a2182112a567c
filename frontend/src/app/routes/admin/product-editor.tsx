import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { adminProductQueryOptions } from '@/features/admin-catalogue/api/queries';
import styles from '@/features/admin-catalogue/components/admin-catalogue.module.css';
import { ProductEditor } from '@/features/admin-catalogue/components/product-editor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

/** /admin/product/new and /admin/product/{id}. */
export function AdminProductEditorPage() {
  const { id } = useParams<{ id: string }>();
  const isNew = !id || id === 'new';
  const product = useQuery({ ...adminProductQueryOptions(id ?? ''), enabled: !isNew });
  useDocumentTitle(isNew ? 'Neues Produkt' : (product.data?.name ?? 'Produkt bearbeiten'));

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>{isNew ? 'Neues Produkt' : 'Produkt bearbeiten'}</h1>
        <LinkButton icon={<ArrowLeftOutlined />} to={paths.admin.products}>
          Zur Produktverwaltung
        </LinkButton>
      </div>
      {isNew ? (
        <ProductEditor key="new" product={undefined} />
      ) : product.isError ? (
        <Result status="404" title="Produkt nicht gefunden" subTitle={userMessageFor(product.error)} />
      ) : !product.data ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <ProductEditor key={product.data.id} product={product.data} />
      )}
    </div>
  );
}
