import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { productQueryOptions } from '@/features/catalogue/api/queries';
import { ProductDetail } from '@/features/catalogue/components/product-detail';
import { useViewer } from '@/features/catalogue/use-viewer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, userMessageFor } from '@/lib/api/errors';
import { usePriceMode } from '@/lib/price-mode/price-mode-context';

export function ProductDetailPage() {
  const { productId = '' } = useParams();
  const { viewer, scope, ready } = useViewer();
  const { showDealerPrices } = usePriceMode();
  const product = useQuery({ ...productQueryOptions(productId, scope), enabled: ready });
  useDocumentTitle(product.data?.name ?? 'Produkt');

  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%', display: 'grid', gap: 12 }}>
      <Link to={paths.products}>
        <ArrowLeftOutlined /> Zum Produktkatalog
      </Link>
      {product.isError ? (
        product.error instanceof ApiError && (product.error.statusCode === 404 || product.error.statusCode === 400) ? (
          <Result status="404" title="Produkt nicht gefunden" subTitle="Dieses Produkt gibt es nicht oder es ist nicht mehr erhältlich." />
        ) : (
          <Result status="error" title="Fehler" subTitle={userMessageFor(product.error)} />
        )
      ) : product.data ? (
        <ProductDetail product={product.data} viewer={viewer} showDealerPrices={showDealerPrices} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
