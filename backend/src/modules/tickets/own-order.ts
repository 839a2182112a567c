import { HttpStatus } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppError } from '../../common/http/app-error';

export const orderNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', 'Bestellung nicht gefunden');

/**
 * The dealer's own order a ticket may refer to, read straight from `orders` by id and owner. An order
 * of another dealer is as unknown as one that does not exist. Kept in this one function so the orders
 * module's service can take its place without touching the ticket code around it.
 */
export async function findOwnOrder(manager: EntityManager, orderId: string, userId: string): Promise<{ id: string; orderNumber: string }> {
  const [row] = await manager.query<{ id: string; order_number: string }[]>(
    'SELECT id, order_number FROM orders WHERE id = $1 AND user_id = $2',
    [orderId, userId],
  );
  if (!row) throw orderNotFound();
  return { id: row.id, orderNumber: row.order_number };
}
