import { InputNumber } from 'antd';
import { firstQuantity } from '@/lib/packaging';
import type { Product } from '../api/types';

/** A dealer's order quantity: starts at the smallest allowed quantity, steps by the packaging unit, stops at the stock. */
export function QuantityInput({
  product,
  value,
  onChange,
  label,
  className,
}: {
  product: Product;
  value: number;
  onChange: (quantity: number) => void;
  label: string;
  className?: string;
}) {
  return (
    <InputNumber
      aria-label={label}
      min={product.minOrderQuantity}
      step={product.orderMultiple}
      max={product.stockQuantity}
      precision={0}
      value={value}
      onChange={(next) => onChange(next ?? firstQuantity(product))}
      className={className}
    />
  );
}
