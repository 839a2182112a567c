import { ShoppingCartOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { CardViewer } from '@/components/catalogue/product-card';

interface AddToCartButtonProps {
  productName: string;
  stockQuantity: number;
  viewer: CardViewer;
}

/**
 * 'In den Warenkorb' for approved dealers ('Wird hinzugefügt...' while working), disabled when sold out;
 * 'Freischaltung ausstehend' for dealers under review. The cart itself arrives with the cart work; until
 * then the button says so instead of failing.
 */
export function AddToCartButton({ productName, stockQuantity, viewer }: AddToCartButtonProps) {
  const { notification } = App.useApp();
  const [adding, setAdding] = useState(false);

  if (viewer === 'pending') {
    return (
      <Button block disabled>
        Freischaltung ausstehend
      </Button>
    );
  }
  if (viewer !== 'dealer') return null;
  const soldOut = stockQuantity <= 0;

  const add = () => {
    if (adding) return;
    setAdding(true);
    window.setTimeout(() => {
      setAdding(false);
      notification.info({
        message: 'Warenkorb in Vorbereitung',
        description: `„${productName}“ kann bald direkt hier in den Warenkorb gelegt werden.`,
      });
    }, 300);
  };

  return (
    <Button type="primary" block icon={<ShoppingCartOutlined />} disabled={soldOut} loading={adding} onClick={add}>
      {soldOut ? 'Ausverkauft' : adding ? 'Wird hinzugefügt...' : 'In den Warenkorb'}
    </Button>
  );
}
