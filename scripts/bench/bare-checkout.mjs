// The checkout's SQL without the API: what the bench's bare side runs, and what the floor server
// (checkout-floor-server.mjs) answers over HTTP. The statement texts are the API's own, from backend/dist.
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { requireBuiltBackend, root } from './harness.mjs';

const require = createRequire(import.meta.url);
const { orderTotals } = require(requireBuiltBackend(join('common', 'money', 'order-totals.js')));
const { formatCents, centsFromNumeric } = require(join(root, 'backend', 'dist', 'common', 'money', 'money.js'));
const { INSERT_ORDER_WITH_ITEMS, takeStockAndNumber } = require(join(root, 'backend', 'dist', 'modules', 'orders', 'placed-order-statements.js'));
const { CHECKOUT_STANDING } = require(join(root, 'backend', 'dist', 'modules', 'dealers', 'checkout-standing.js'));
const TAKE_STOCK_AND_NUMBER = takeStockAndNumber(`'X-2026-' || lpad(nextval('bench_order_numbers')::text, 6, '0')`);
const REQUEST_HASH = createHash('sha256').update('bench').digest('hex');
const BARE_ADD_TO_CART = `INSERT INTO cart_items (user_id, product_id, quantity) VALUES ($1, $2, $3)
  ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()`;

/** As the API runs its hot statements (TransactionHost.query): prepared once per connection under a name. */
const statementNames = new Map();
export function named(text, values) {
  if (!statementNames.has(text)) statementNames.set(text, `bare_${statementNames.size}`);
  return { name: statementNames.get(text), text, values };
}

/** The cart line as the bench has always compared with: a plain upsert. */
export const bareAddToCart = (pool, userId, productId, quantity) => pool.query(named(BARE_ADD_TO_CART, [userId, productId, quantity]));

/** One order of `userId`'s company (each bench dealer owns a company with its own id): 'placed', 'soldOut', 'emptyCart' or 'errors'. */
export async function placeBare(pool, userId) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // The checkout's approval, discount and the person's role, read and locked in its transaction (each bench dealer
    // owns a company with its own id).
    const { rows: profile } = await client.query(named(CHECKOUT_STANDING, [userId, userId]));
    // Like the API, no idempotency look-up before writing: the unique key index answers a doubled request.
    const key = randomUUID();
    // Same order as PlaceOrderService: cart lines taken out with their products (unlocked) in one statement, outbox,
    // order with its lines, then the stock (locked in id order) and the number from an unlocking sequence last.
    const { rows: lines } = await client.query(
      named(
        `WITH taken AS (DELETE FROM cart_items WHERE user_id = $1 RETURNING id, product_id, quantity, created_at)
         SELECT ci.id, ci.product_id, ci.quantity, p.name, p.sku, p.base_price, p.retail_price, p.stock_quantity, p.is_active, p.image_urls,
                c.name AS category_name
           FROM taken ci LEFT JOIN products p ON p.id = ci.product_id LEFT JOIN categories c ON c.id = p.category_id
          ORDER BY ci.created_at, ci.id`,
        [userId],
      ),
    );
    if (lines.length === 0 || profile[0]?.discount_level == null) {
      await client.query('ROLLBACK');
      return 'emptyCart';
    }
    const byId = new Map(lines.map((line) => [line.product_id, line]));
    if (lines.some((line) => !line.is_active || line.stock_quantity < line.quantity)) {
      await client.query('ROLLBACK');
      return 'soldOut';
    }
    const totals = orderTotals(
      lines.map((line) => ({ basePriceCents: centsFromNumeric(line.base_price), quantity: line.quantity })),
      profile[0].discount_level,
      false,
    );
    const orderId = randomUUID();
    await client.query(
      named(
        `WITH message AS (INSERT INTO outbox_messages (job_name, payload) VALUES ('mail.send', $1), ('mail.send', $2) RETURNING id)
         SELECT pg_notify('outbox_messages', '') FROM message LIMIT 1`,
        [JSON.stringify({ template: 'orders.confirmation', params: { orderId } }), JSON.stringify({ template: 'orders.new-order', params: { orderId } })],
      ),
    );
    const address = { company: 'Bench Radhaus', contact_person: null, address: 'Hafenstraße 5', postal_code: '28217', city: 'Bremen', phone: null };
    const products = lines.map((line) => byId.get(line.product_id));
    const plannedDay = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await client.query(named(INSERT_ORDER_WITH_ITEMS, [
      orderId,
      userId,
      userId,
      `vorl-${orderId.slice(0, 14)}`,
      formatCents(totals.subtotalCents),
      formatCents(totals.discountCents),
      formatCents(totals.shippingCents),
      formatCents(totals.taxCents),
      formatCents(totals.totalCents),
      false,
      'prepayment',
      'pending',
      'pending',
      JSON.stringify(address),
      JSON.stringify(address),
      null,
      key,
      REQUEST_HASH,
      plannedDay,
      lines.map(() => randomUUID()),
      lines.map((line) => line.product_id),
      lines.map((line) => line.quantity),
      totals.lines.map((line) => formatCents(line.unitPriceCents)),
      totals.lines.map((line) => formatCents(line.lineTotalCents)),
      products.map((product) => product.base_price),
      products.map((product) =>
        JSON.stringify({ name: product.name, sku: product.sku, retailPrice: product.retail_price, categoryName: product.category_name }),
      ),
    ]));
    const { rows: numbered } = await client.query(named(TAKE_STOCK_AND_NUMBER, [lines.map((line) => line.product_id), lines.map((line) => line.quantity), orderId]));
    if (numbered[0].order_number === null) {
      await client.query('ROLLBACK');
      return 'soldOut';
    }
    await client.query('COMMIT');
    return 'placed';
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    console.error(`bench: bare ${error.message}`);
    return 'errors';
  } finally {
    client.release();
  }
}
