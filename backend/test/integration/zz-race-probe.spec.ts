import { Role } from '../../src/common/auth/role';
import { CompanyRole } from '../../src/common/auth/company-role';
import { makeDealer, makeStaff, makeUser, signIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';
import { uniqueEmail } from '../support/accounts';

describe('race probe', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  const inj = (method: string, url: string, auth: Record<string, string>, payload?: object) => t.app.inject({ method: method as 'POST', url, headers: auth, payload });
  const show = (label: string, rs: { statusCode: number; body: string }[]) => console.log(label, rs.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join(' | '));

  it('probes', async () => {
    for (let i = 0; i < 3; i++) {
      await t.reset();
      const a1 = await makeUser(t.dataSource, { email: uniqueEmail('a'), roles: [Role.Admin] });
      const a2 = await makeUser(t.dataSource, { email: uniqueEmail('a'), roles: [Role.Admin] });
      const s1 = await signIn(t.app, a1.email); const s2 = await signIn(t.app, a2.email);
      const d = await makeDealer(t.dataSource, { approved: false });
      const rs = await Promise.all([inj('POST', `/api/admin/dealers/${d.profile.id}/approve`, s1.auth, { discountLevel: 10 }), inj('POST', `/api/admin/dealers/${d.profile.id}/reject`, s2.auth, { reason: 'Nein' })]);
      show('approve vs reject', rs);
      console.log((await t.dataSource.query('SELECT approved_at, rejected_at FROM dealer_profiles WHERE id=$1', [d.profile.id]))[0], (await t.dataSource.query(`SELECT action_type FROM admin_actions`)).map((r: {action_type:string}) => r.action_type));
      const rs2 = await Promise.all([inj('POST', `/api/admin/dealers/${d.profile.id}/approve`, s1.auth, { discountLevel: 10 }), inj('POST', `/api/admin/dealers/${d.profile.id}/approve`, s2.auth, { discountLevel: 20 })]);
      show('approve vs approve', rs2);

      const owner = await makeDealer(t.dataSource, { approved: true });
      const os = await signIn(t.app, owner.user.email);
      const email = uniqueEmail('inv');
      show('double invite', await Promise.all([inj('POST', '/api/company/staff', os.auth, { email, role: 'buyer' }), inj('POST', '/api/company/staff', os.auth, { email, role: 'buyer' })]));
      const addr = { recipient: 'X', address: 'Weg 1', postalCode: '28217', city: 'Bremen' };
      show('two first addresses', await Promise.all([inj('POST', '/api/company/addresses', os.auth, addr), inj('POST', '/api/company/addresses', os.auth, addr)]));
      const ids = (await t.dataSource.query(`SELECT id FROM company_addresses WHERE company_id=$1`, [owner.profile.companyId])).map((r: {id:string}) => r.id);
      show('two defaults', await Promise.all(ids.map((id: string) => inj('PATCH', `/api/company/addresses/${id}`, os.auth, { isDefault: true }))));
      console.log('defaults', await t.dataSource.query(`SELECT count(*) FILTER (WHERE is_default) d, count(*) n FROM company_addresses WHERE company_id=$1`, [owner.profile.companyId]));
      show('delete both', await Promise.all(ids.map((id: string) => inj('DELETE', `/api/company/addresses/${id}`, os.auth))));

      const buyer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Buyer, orderLimit: '1.00' });
      const bs = await signIn(t.app, buyer.user.email);
      const p = await makeProduct(t.dataSource, { basePrice: '100.00', stockQuantity: 10 });
      await addToCart(t.app, bs, p.id, 1);
      const waiting = (await placeOrder(t.app, bs)).json();
      show('approve vs reject order', await Promise.all([inj('POST', `/api/orders/${waiting.id}/approve`, os.auth), inj('POST', `/api/orders/${waiting.id}/reject`, os.auth, { reason: 'Nein' })]));
      const ticket = await inj('POST', '/api/tickets', os.auth, { subject: 'Hilfe', description: 'Bitte helfen', priority: 'normal' });
      const tid = ticket.json().id;
      show('ticket status', await Promise.all([inj('PATCH', `/api/admin/tickets/${tid}`, s1.auth, { status: 'resolved' }), inj('PATCH', `/api/admin/tickets/${tid}`, s2.auth, { status: 'closed' })]));
    }
  }, 120_000);
});
