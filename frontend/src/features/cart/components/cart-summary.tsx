import { Alert, App, Button, Card, Popconfirm, Typography } from 'antd';
import { OrderAmounts } from '@/components/orders/order-amounts';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { CART_MESSAGES, cartFailureText } from '@/lib/cart-messages';
import { formatDate, formatEuro } from '@/lib/format';
import { useClearCart } from '../api/mutations';
import type { Cart } from '../api/queries';
import styles from './cart.module.css';

/** The server's summary of the cart, the way on to checkout (blocked while a line needs fixing) and 'empty cart'. */
export function CartSummary({ cart, notice }: { cart: Cart; notice?: React.ReactNode }) {
  const { notification } = App.useApp();
  const clear = useClearCart();
  const clearCart = () =>
    clear.mutate(undefined, {
      onSuccess: () => notification.success({ message: CART_MESSAGES.cleared }),
      onError: (error) => notification.error({ message: 'Fehler', description: cartFailureText(CART_MESSAGES.clearFailed, error) }),
    });

  return (
    <Card title="Zusammenfassung" className={styles.summary}>
      <OrderAmounts amounts={cart.amounts} discountPercent={cart.discountPercent} />
      {Number(cart.missingForFreeShipping) > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Noch {formatEuro(cart.missingForFreeShipping)} netto bis zum kostenlosen Versand.
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Voraussichtliche Lieferung (Standard): {formatDate(cart.plannedDeliveryDate)}
      </Typography.Paragraph>
      {cart.checkoutBlocked && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message={cart.cartProblemMessage ? 'Der Warenkorb übersteigt den Höchstbetrag einer Bestellung' : 'Bitte korrigieren Sie die markierten Positionen'}
          description={cart.cartProblemMessage ?? 'Erst dann können Sie zur Kasse gehen.'}
        />
      )}
      {notice}
      <div className={styles.actions}>
        {cart.checkoutBlocked ? (
          <Button type="primary" size="large" block disabled>
            Zur Kasse
          </Button>
        ) : (
          <LinkButton type="primary" size="large" block to={paths.checkout}>
            Zur Kasse
          </LinkButton>
        )}
        <Popconfirm title="Warenkorb leeren?" description="Alle Positionen werden entfernt." okText="Leeren" cancelText="Abbrechen" onConfirm={clearCart}>
          <Button block danger loading={clear.isPending}>
            Warenkorb leeren
          </Button>
        </Popconfirm>
      </div>
    </Card>
  );
}
