import { CompanyRole } from '../../src/common/auth/company-role';
import { makeCategory, makeProduct } from '../integration/catalogue.fixtures';
import { FuzzCaller, sessionsOfEveryKind, WELL_FORMED_ID } from './access/documented-operations';
import { makeStaff, SignedIn } from './factories';
import { addToCart, placeOrder } from './orders';
import { TestApp } from './test-app';

/**
 * Sessions of every kind of caller, and one thing of each kind a write route names in its path, so that a body that
 * passes validation reaches the service with a real row (with an unknown id it would stop at the 404). The approved
 * dealer owns the address, ticket, order, cart line and buyer; the pending dealer is the one administrators decide on.
 */
export interface HostileWorld {
  auth: Record<FuzzCaller, Record<string, string>>;
  /** The rows' ids by the collection their routes are under (`products`, `companies`), and the product's SKU. */
  ids: Record<string, string>;
  /** The id for a path: by the collection the parameter follows (`/api/admin/products/{id}`), else a well-formed unknown one. */
  urlOf(path: string): string;
}

export async function buildHostileWorld(t: TestApp): Promise<HostileWorld> {
  const auth = await sessionsOfEveryKind(t);
  const owner: SignedIn = { accessToken: '', refreshCookie: '', auth: { authorization: auth.approvedDealer.authorization } };
  const post = async (url: string, headers: Record<string, string>, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  const one = async (sql: string) => ((await t.dataSource.query(sql)) as { id: string }[])[0].id;

  const [approved] = await t.dataSource.query(`SELECT id, company_id FROM dealer_profiles WHERE is_approved`);
  const product = await makeProduct(t.dataSource, { stockQuantity: 50, imageUrls: ['https://bilder.example.com/kette.jpg'] });
  await addToCart(t.app, owner, product.id, 1);
  const order = (await placeOrder(t.app, owner)).json<{ id: string }>().id;
  await addToCart(t.app, owner, product.id, 2);
  const ids: Record<string, string> = {
    dealers: await one(`SELECT id FROM dealer_profiles WHERE NOT is_approved`),
    companies: approved.company_id,
    products: product.id,
    categories: (await makeCategory(t.dataSource)).id,
    orders: order,
    items: await one(`SELECT id FROM cart_items`),
    staff: (await makeStaff(t.dataSource, approved.company_id, { role: CompanyRole.Buyer })).member.id,
    addresses: await post('/api/company/addresses', auth.approvedDealer, { recipient: 'Radladen Nord GmbH', address: 'Hafenstraße 5', postalCode: '28217', city: 'Bremen' }),
    tickets: await post('/api/tickets', auth.approvedDealer, { subject: 'Lieferung', description: 'Wann kommt die Lieferung?', orderId: order }),
    factors: await post('/api/auth/mfa/factors', auth.admin, { factorType: 'totp' }),
    news: await post('/api/admin/news', auth.admin, { title: 'Neue Lieferzeiten', content: 'Ab sofort liefern wir schneller.', isPublished: true }),
    sku: product.sku,
  };
  return {
    auth,
    ids,
    urlOf: (path) => path.replace(/([\w-]+)\/\{(\w+)\}/g, (_match, collection: string) => `${collection}/${ids[collection] ?? WELL_FORMED_ID}`),
  };
}
