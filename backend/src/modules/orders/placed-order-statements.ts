import { TAKE_STOCK_STEPS } from '../catalogue/product-stock.service';

/**
 * The two writes of a checkout after the cart, as plain statements (the checkout benchmark runs these very texts
 * bare). TypeORM's insert builders cost more CPU than the rest of the checkout's statements together.
 *
 * The order and its lines in one statement: $1–$19 the order's columns as listed, $20–$26 the lines as arrays
 * (id, product, quantity, unit price, line total, base price, snapshot). Answers created_at and updated_at.
 */
export const INSERT_ORDER_WITH_ITEMS = `WITH new_order AS (
  INSERT INTO orders (id, company_id, placed_by_user_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount,
                      total_amount, express, payment_method, payment_status, status, shipping_address, billing_address, notes,
                      idempotency_key, idempotency_request_hash, planned_delivery_date)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
  RETURNING id, created_at, updated_at
), new_items AS (
  INSERT INTO order_items (id, order_id, product_id, quantity, unit_price, total_price, base_price, product_snapshot)
  SELECT u.id, new_order.id, u.product_id, u.quantity, u.unit_price, u.total_price, u.base_price, u.snapshot
    FROM new_order, unnest($20::uuid[], $21::uuid[], $22::int[], $23::numeric[], $24::numeric[], $25::numeric[], $26::jsonb[])
      AS u(id, product_id, quantity, unit_price, total_price, base_price, snapshot)
)
SELECT created_at, updated_at FROM new_order`;

/** One text per year's expression: prepared statements are found by their text, and a text built anew per order
 * would be hashed anew. */
const statementsByExpression = new Map<string, string>();

/**
 * $1 product ids, $2 quantities, $3 the order: takes the stock (TAKE_STOCK_STEPS) and, only when every line was
 * taken, numbers the order with `numberExpression` in the same statement. From the stock's row locks to the
 * commit there is then a single round trip, and a refused order takes no number. Answers the ids taken and,
 * when numbered, the number and updated_at.
 */
export function takeStockAndNumber(numberExpression: string): string {
  let text = statementsByExpression.get(numberExpression);
  if (text === undefined) {
    text = `WITH ${TAKE_STOCK_STEPS},
numbered AS (
  UPDATE orders SET order_number = ${numberExpression}, updated_at = now()
   WHERE id = $3 AND (SELECT count(*) FROM taken) = cardinality($1::uuid[])
  RETURNING order_number, updated_at
)
SELECT ARRAY(SELECT id::text FROM taken) AS taken, (SELECT order_number FROM numbered), (SELECT updated_at FROM numbered)`;
    statementsByExpression.set(numberExpression, text);
  }
  return text;
}
