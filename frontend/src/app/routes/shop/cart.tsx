import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Typography } from 'antd';
import { DealerOnly } from '@/components/orders/dealer-only';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { cartQueryOptions } from '@/features/cart/api/queries';
import { CartLines } from '@/features/cart/components/cart-lines';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { SpendingLimitNotice } from '@/features/company/components/spending-limit-notice';
import styles from '@/features/cart/components/cart.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CART_MESSAGES, cartFailureText } from '@/lib/cart-messages';

export function CartPage() {
  useDocumentTitle('Warenkorb');
  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>
        <ShoppingCartOutlined /> Warenkorb
      </Typography.Title>
      <DealerOnly what="Produkte in den Warenkorb zu legen">
        <CartContent />
      </DealerOnly>
    </div>
  );
}

function CartContent() {
  const cart = useQuery(cartQueryOptions());
  if (cart.isPending) return <PageSpinner />;
  if (cart.isError) return <Alert type="error" showIcon message="Fehler" description={cartFailureText(CART_MESSAGES.loadFailed, cart.error)} />;
  if (cart.data.items.length === 0) {
    return (
      <Empty description="Ihr Warenkorb ist leer.">
        <LinkButton type="primary" to={paths.products}>
          Zum Produktkatalog
        </LinkButton>
      </Empty>
    );
  }
  return (
    <div className={styles.layout}>
      <CartLines lines={cart.data.items} />
      <CartSummary cart={cart.data} notice={<SpendingLimitNotice subtotal={cart.data.amounts.subtotal} style={{ marginTop: 12 }} />} />
    </div>
  );
}
