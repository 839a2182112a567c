import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';
import { Order } from './entities/order.entity';
import { ORDER_CONDITIONS } from './process/order-moves';

/**
 * Whether the back office may delete the order, and why not: money that came in (or went back) is booked against it.
 * An invoiced order is refused by the invoices module as well (OrderDeleted); the flag lets the screen say so first.
 */
export function deletionRefusal(order: Pick<Order, 'paymentStatus' | 'status' | 'paymentMethod'>): AppError | null {
  if (!ORDER_CONDITIONS['no-money-received'].holds(order)) {
    return new AppError(
      HttpStatus.CONFLICT,
      'ORDER_HAS_PAYMENT',
      'Zu dieser Bestellung ist Geld eingegangen oder erstattet worden; sie kann nicht gelöscht werden. Stornieren Sie sie stattdessen.',
    );
  }
  return null;
}

export const deletable = (order: Pick<Order, 'invoiced' | 'paymentStatus' | 'status' | 'paymentMethod'>) => !order.invoiced && deletionRefusal(order) === null;
