import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';

const SELLER = {
  name: 'Radwerk Großhandel GmbH', street: 'Am Speicherhafen 12', postalCode: '28217', city: 'Bremen', countryCode: 'DE', vatId: 'DE811569869',
  taxNumber: '60 145 23456', register: 'Amtsgericht Bremen HRB 36512', managingDirector: 'Jana Brinkmann', email: 'service@radwerk-grosshandel.de',
  phone: '+49 421 555 0190', bankName: 'Sparkasse Bremen', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX',
};

let sequence = 0;

/** An issued invoice on account of the dealer's company, written straight into the tables (no order flow needed). */
export async function makeOpenInvoice(
  dataSource: DataSource,
  input: { userId: string; total: string; paid?: string; dueDate: string; issueDate?: string; settled?: boolean; companyName?: string },
): Promise<{ id: string; number: string; companyId: string }> {
  sequence += 1;
  const number = `RE-2025-${String(sequence).padStart(5, '0')}`;
  const address = { company: input.companyName ?? 'Radladen Müller & Söhne GmbH', contact_person: 'Erika Muster', address: 'Teststraße 1', postal_code: '28195', city: 'Bremen' };
  const [order] = await dataSource.query(
    `INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                         payment_method, status, shipping_address, billing_address, planned_delivery_date)
     VALUES ($1, (SELECT company_id FROM company_members WHERE user_id = $1), $2, 0, 0, 0, 0, $3, 'invoice', 'delivered', $4, $4, current_date) RETURNING id, company_id`,
    [input.userId, `B-T-${randomUUID().slice(0, 8)}`, input.total, JSON.stringify(address)],
  );
  const buyer = { company: address.company, contactPerson: 'Erika Muster', street: 'Teststraße 1', postalCode: '28195', city: 'Bremen', countryCode: 'DE', vatId: null, email: 'einkauf@example.com' };
  const [invoice] = await dataSource.query(
    `INSERT INTO invoices (number, kind, order_id, order_number, company_id, user_id, issue_date, delivery_date, due_date, payment_method, paid,
                           payment_terms, payment_reference, seller, buyer, delivery_address, lines, subtotal_amount, discount_amount, shipping_amount,
                           express_amount, vat_percent, tax_amount, total_amount, paid_amount, settled_at)
     SELECT $1, 'invoice', o.id, o.order_number, o.company_id, $2, $3, $3, $4, 'invoice', false, 'Zahlbar innerhalb von 30 Tagen ohne Abzug.', $1,
            $5, $6, $7, '[]', $8, 0, 0, 0, 19, 0, $8, $9, $10
       FROM orders o WHERE o.id = $11 RETURNING id, company_id AS "companyId"`,
    [
      number,
      input.userId,
      input.issueDate ?? input.dueDate,
      input.dueDate,
      JSON.stringify(SELLER),
      JSON.stringify(buyer),
      JSON.stringify({ company: address.company, street: 'Teststraße 1', postalCode: '28195', city: 'Bremen', countryCode: 'DE' }),
      input.total,
      input.paid ?? '0',
      input.settled ? new Date() : null,
      order.id,
    ],
  );
  return { id: invoice.id, number, companyId: invoice.companyId };
}
