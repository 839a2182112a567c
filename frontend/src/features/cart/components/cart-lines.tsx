import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button } from 'antd';
import { ProductImage } from '@/components/catalogue/product-image';
import { CART_MESSAGES, cartFailureText } from '@/lib/cart-messages';
import { formatEuro } from '@/lib/format';
import { packagingNote } from '@/lib/packaging';
import { useRemoveCartItem, useUpdateCartItem } from '../api/mutations';
import type { CartLine } from '../api/queries';
import { QuantityInput } from './quantity-input';
import styles from './cart.module.css';

/** The cart's lines: image, name, SKU, EK, quantity and line total; a line that blocks checkout says why. */
export function CartLines({ lines }: { lines: CartLine[] }) {
  return (
    <ul className={styles.lines} aria-label="Positionen im Warenkorb">
      {lines.map((line) => (
        <CartLineRow key={line.id} line={line} />
      ))}
    </ul>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const { notification } = App.useApp();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;

  const removeLine = () =>
    remove.mutate(line.id, {
      onSuccess: () => notification.success({ message: CART_MESSAGES.removed, description: `„${line.name}“ wurde aus dem Warenkorb entfernt.` }),
      onError: (error) => notification.error({ message: 'Fehler', description: cartFailureText(CART_MESSAGES.removeFailed, error) }),
    });
  const changeQuantity = (quantity: number) =>
    update.mutate(
      { id: line.id, quantity },
      {
        onSuccess: () => {
          if (quantity <= 0) notification.success({ message: CART_MESSAGES.removed, description: `„${line.name}“ wurde aus dem Warenkorb entfernt.` });
        },
        onError: (error) => notification.error({ message: 'Fehler', description: cartFailureText(CART_MESSAGES.updateFailed, error) }),
      },
    );

  return (
    <li className={`${styles.line} ${line.problem ? styles.lineProblem : ''}`} data-testid="cart-line" aria-label={line.name}>
      <ProductImage url={line.imageUrl ?? undefined} alt={line.name} className={styles.image} productId={line.productId} />
      <div className={styles.info}>
        <div className={styles.name}>{line.name}</div>
        <div className={styles.meta}>Art.-Nr. {line.sku}</div>
        <div className={styles.meta}>EK {formatEuro(line.unitPrice)} netto / Stück</div>
        {packagingNote(line) && <div className={styles.meta} data-testid="cart-packaging-unit">{packagingNote(line)}</div>}
      </div>
      <div className={styles.controls}>
        <QuantityInput
          value={line.quantity}
          max={line.stockQuantity}
          disabled={busy || line.problem === 'unavailable'}
          label={`Menge für ${line.name}`}
          step={line.orderMultiple}
          onCommit={changeQuantity}
        />
        <Button icon={<DeleteOutlined />} aria-label={`${line.name} entfernen`} loading={remove.isPending} onClick={removeLine} />
      </div>
      <div className={styles.lineTotal}>{formatEuro(line.lineTotal)}</div>
      {line.problemMessage && <Alert className={styles.problem} type="error" showIcon message={line.problemMessage} />}
    </li>
  );
}
