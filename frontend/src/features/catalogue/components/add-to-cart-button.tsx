import { ShoppingCartOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import type { CardViewer } from '@/components/catalogue/product-card';
import { CART_MESSAGES, cartFailureText } from '@/lib/cart-messages';
import { useAddToCart } from '../api/mutations';

interface AddToCartButtonProps {
  productId: string;
  productName: string;
  stockQuantity: number;
  viewer: CardViewer;
  quantity?: number;
}

/**
 * 'In den Warenkorb' for approved dealers ('Wird hinzugefügt...' while working), disabled when sold out;
 * 'Freischaltung ausstehend' for dealers under review.
 */
export function AddToCartButton({ productId, productName, stockQuantity, viewer, quantity = 1 }: AddToCartButtonProps) {
  const { notification } = App.useApp();
  const add = useAddToCart();

  if (viewer === 'pending') {
    return (
      <Button block disabled>
        Freischaltung ausstehend
      </Button>
    );
  }
  if (viewer !== 'dealer') return null;
  const soldOut = stockQuantity <= 0;

  const addToCart = () =>
    add.mutate(
      { productId, quantity },
      {
        onSuccess: () => notification.success({ message: CART_MESSAGES.added, description: `„${productName}“ liegt jetzt im Warenkorb.` }),
        onError: (error) => notification.error({ message: 'Fehler', description: cartFailureText(CART_MESSAGES.addFailed, error) }),
      },
    );

  return (
    <Button type="primary" block icon={<ShoppingCartOutlined />} disabled={soldOut} loading={add.isPending} onClick={addToCart}>
      {soldOut ? 'Ausverkauft' : add.isPending ? 'Wird hinzugefügt...' : 'In den Warenkorb'}
    </Button>
  );
}
