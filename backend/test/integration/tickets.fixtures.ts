import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { Role } from '../../src/common/auth/role';
import { uniqueEmail } from '../support/accounts';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { TestApp } from '../support/test-app';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Requests as the browser sends them, with or without a session. */
export const caller = (t: TestApp) => (method: Method, url: string, session?: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, payload: payload as never });

export async function dealerSession(t: TestApp, options: Parameters<typeof makeDealer>[1] = {}) {
  const email = options.email ?? uniqueEmail();
  const dealer = await makeDealer(t.dataSource, { approved: true, ...options, email });
  return { ...dealer, email, session: await signIn(t.app, email) };
}

export async function adminSession(t: TestApp) {
  const email = uniqueEmail('admin');
  const user = await makeUser(t.dataSource, { email, roles: [Role.Admin] });
  return { user, email, session: await signIn(t.app, email) };
}

/** An order row as the orders module will write it; only what a ticket needs to refer to it. */
export async function makeOrder(dataSource: DataSource, userId: string, orderNumber = `B-2026-${randomUUID().slice(0, 6)}`): Promise<string> {
  const address = { company: 'Radladen Test GmbH', contact_person: null, address: 'Teststraße 1', postal_code: '28195', city: 'Bremen', phone: null };
  const [row] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                         payment_method, shipping_address, billing_address, planned_delivery_date)
     VALUES ($1, (SELECT company_id FROM company_members WHERE user_id = $1), $2, 100, 0, 0, 19, 119, 'prepayment', $3, $3, current_date + 2) RETURNING id`,
    [userId, orderNumber, JSON.stringify(address)],
  );
  return row.id;
}

export const ticketInput = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Bremsbeläge falsch geliefert',
  description: 'In der Lieferung waren Scheibenbremsbeläge statt Felgenbremsbeläge.',
  priority: 'high',
  ...overrides,
});
