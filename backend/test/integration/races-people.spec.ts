import { CompanyRole } from '../../src/common/auth/company-role';
import { EmailLinksService } from '../../src/modules/auth/email-links.service';
import { AuthTokenPurpose } from '../../src/modules/auth/entities/auth-token.entity';
import { emptyDocumentBucket, listDocumentObjects, multipart, samplePdf } from '../support/accounts';
import { makeDealer, makeStaff, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { signInTwoAdmins, statuses } from '../support/races';
import { makeProduct } from './catalogue.fixtures';

/**
 * People and companies changed by two hands at once: two administrators locking one person, an owner withdrawing an
 * invite while it is accepted, a dealer checking out while the back office changes what the checkout reads. Each race
 * runs ROUNDS times; one effect per change that went through, the loser reads in German what happened, never a 500.
 */
const ROUNDS = 5;

describe('races on people and companies', () => {
  let t: TestApp;
  let first: SignedIn;
  let second: SignedIn;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ({ first, second } = await signInTwoAdmins(t));
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, session?: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: session?.auth ?? {}, payload });
  const auditOf = async (targetId: string) =>
    (await t.dataSource.query<{ action_type: string }[]>('SELECT action_type FROM admin_actions WHERE target_id = $1 ORDER BY created_at', [targetId])).map(
      (row) => row.action_type,
    );
  const lockedAt = async (userId: string) => (await t.dataSource.query('SELECT locked_at FROM users WHERE id = $1', [userId]))[0]?.locked_at as Date | null | undefined;

  async function company() {
    const owner = await makeDealer(t.dataSource, { approved: true, discountLevel: 10 });
    return { ...owner, companyId: owner.profile.companyId, session: await signIn(t.app, owner.user.email) };
  }

  it('two admins withdrawing one dealer\'s approval at once: withdrawn once, one mail, one audit row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await company();
      const reject = (session: SignedIn) => call('POST', `/api/admin/dealers/${owner.profile.id}/reject`, session, { reason: 'Gewerbe abgemeldet.' });
      const answers = await Promise.all([reject(first), reject(second)]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ code: 'DEALER_ALREADY_REJECTED', message: 'Der Händler wurde bereits abgelehnt.' });
      expect(await auditOf(owner.profile.id)).toEqual(['dealer.reject']);
      const mails = await t.dataSource.query(`SELECT id FROM outbox_messages WHERE payload->>'template' = 'dealers.rejected' AND payload->'params'->>'profileId' = $1`, [owner.profile.id]);
      expect(mails).toHaveLength(1);
    }
  });

  it('two owners uploading the same kind of document at once: one document, one object in the bucket, one receipt mail', async () => {
    await emptyDocumentBucket(t);
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await makeDealer(t.dataSource, { approved: false });
      const secondOwner = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Owner });
      const sessions = [await signIn(t.app, owner.user.email), await signIn(t.app, secondOwner.user.email)];
      const answers = await Promise.all(
        sessions.map((session, index) => {
          const body = multipart(samplePdf(`Gewerbeanmeldung ${index}`), `gewerbe-${index}.pdf`);
          return t.app.inject({ method: 'PUT', url: '/api/dealers/me/documents/business-registration', headers: { ...session.auth, ...body.headers }, payload: body.payload });
        }),
      );
      expect(statuses(answers)).toEqual([200, 200]);
      const documents = await t.dataSource.query<{ object_key: string }[]>('SELECT object_key FROM dealer_documents WHERE dealer_profile_id = $1', [owner.profile.id]);
      expect(documents).toHaveLength(1);
      const objects = (await listDocumentObjects(t)).filter((name) => name.startsWith(`${owner.profile.companyId}/`));
      expect(objects).toEqual([documents[0].object_key]);
      const receipts = await t.dataSource.query(`SELECT id FROM outbox_messages WHERE payload->>'template' = 'dealers.documents-received' AND payload->'params'->>'profileId' = $1`, [owner.profile.id]);
      expect(receipts).toHaveLength(1);
    }
  });

  describe('an administrator locking one person', () => {
    it('two admins locking one person at once: locked once, one audit row; the other reads in German that it is locked already', async () => {
      const { companyId } = await company();
      for (let round = 0; round < ROUNDS; round++) {
        const buyer = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer });
        const session = await signIn(t.app, buyer.user.email);
        const url = `/api/admin/dealers/people/${buyer.user.id}/lock`;
        const answers = await Promise.all([call('POST', url, first), call('POST', url, second)]);
        expect(statuses(answers)).toEqual([204, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
          code: 'PERSON_ALREADY_LOCKED',
          message: `${buyer.user.email} ist bereits gesperrt.`,
        });
        expect(await lockedAt(buyer.user.id)).not.toBeNull();
        expect(await auditOf(buyer.user.id)).toEqual(['company.person_lock']);
        expect((await call('GET', '/api/orders', session)).statusCode).toBe(401);
      }
    });

    it('two admins unlocking one person at once: unlocked once, one audit row; the other reads in German that it is not locked', async () => {
      const { companyId } = await company();
      for (let round = 0; round < ROUNDS; round++) {
        const buyer = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer });
        expect((await call('POST', `/api/admin/dealers/people/${buyer.user.id}/lock`, first)).statusCode).toBe(204);
        const url = `/api/admin/dealers/people/${buyer.user.id}/unlock`;
        const answers = await Promise.all([call('POST', url, first), call('POST', url, second)]);
        expect(statuses(answers)).toEqual([204, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
          code: 'PERSON_NOT_LOCKED',
          message: `${buyer.user.email} ist nicht gesperrt.`,
        });
        expect(await lockedAt(buyer.user.id)).toBeNull();
        expect(await auditOf(buyer.user.id)).toEqual(['company.person_lock', 'company.person_unlock']);
      }
    });

    it('an admin locking a person while the owner removes them: both end locked out, never a 500', async () => {
      const owner = await company();
      for (let round = 0; round < ROUNDS; round++) {
        const buyer = await makeStaff(t.dataSource, owner.companyId, { role: CompanyRole.Buyer });
        const [lock, removal] = await Promise.all([
          call('POST', `/api/admin/dealers/people/${buyer.user.id}/lock`, first),
          call('DELETE', `/api/company/staff/${buyer.member.id}`, owner.session),
        ]);
        expect(removal.statusCode).toBe(204);
        expect([204, 404, 409]).toContain(lock.statusCode);
        expect(await lockedAt(buyer.user.id)).not.toBeNull();
        const audit = await auditOf(buyer.user.id);
        expect(audit).toEqual(lock.statusCode === 204 ? ['company.person_lock'] : []);
      }
    });

    it('an admin locking buyers while they check out: every lock works, each checkout is placed or refused, never a 500', async () => {
      const owner = await company();
      const product = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 1000 });
      const buyers = [];
      for (let n = 0; n < 6; n++) {
        const buyer = await makeStaff(t.dataSource, owner.companyId, { role: CompanyRole.Buyer });
        const session = await signIn(t.app, buyer.user.email);
        await addToCart(t.app, session, product.id, 1);
        buyers.push({ ...buyer, session });
      }
      const answers = await Promise.all(
        buyers.map((buyer) => Promise.all([call('POST', `/api/admin/dealers/people/${buyer.user.id}/lock`, first), placeOrder(t.app, buyer.session)])),
      );
      let placed = 0;
      for (const [lock, checkout] of answers) {
        expect(lock.statusCode).toBe(204);
        expect([201, 401]).toContain(checkout.statusCode);
        if (checkout.statusCode === 201) placed++;
      }
      expect(await t.dataSource.query('SELECT id FROM orders')).toHaveLength(placed);
      expect((await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [product.id]))[0].stock_quantity).toBe(1000 - placed);
    });
  });

  describe('invites and links', () => {
    const issue = (userId: string, purpose: AuthTokenPurpose) => t.app.get(EmailLinksService).issue(userId, purpose);

    it('the same invite accepted twice at once (two tabs): joined once, the other tab reads that the link was used', async () => {
      const { companyId } = await company();
      for (let round = 0; round < ROUNDS; round++) {
        const invited = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer, joined: false });
        const token = await issue(invited.user.id, AuthTokenPurpose.StaffInvite);
        const answers = await Promise.all(
          ['Schaltwerk-2026', 'Umwerfer-2026'].map((password) => call('POST', '/api/auth/accept-invite', undefined, { token, password })),
        );
        expect(statuses(answers)).toEqual([200, 400]);
        expect(answers.find((answer) => answer.statusCode === 400)!.json()).toMatchObject({
          code: 'LINK_INVALID',
          message: 'Die Einladung ist ungültig oder wurde bereits verwendet.',
        });
        const winner = answers.findIndex((answer) => answer.statusCode === 200);
        await signIn(t.app, invited.user.email, ['Schaltwerk-2026', 'Umwerfer-2026'][winner]);
        expect((await t.dataSource.query('SELECT joined_at FROM company_members WHERE id = $1', [invited.member.id]))[0].joined_at).not.toBeNull();
      }
    });

    it('an invite accepted while the owner withdraws it: joined and then removed (locked), or withdrawn and the link refused; never a 500', async () => {
      const owner = await company();
      const outcomes = new Set<string>();
      for (let round = 0; round < ROUNDS * 2; round++) {
        const invited = await makeStaff(t.dataSource, owner.companyId, { role: CompanyRole.Buyer, joined: false });
        const token = await issue(invited.user.id, AuthTokenPurpose.StaffInvite);
        const [accept, removal] = await Promise.all([
          call('POST', '/api/auth/accept-invite', undefined, { token, password: 'Schaltwerk-2026' }),
          call('DELETE', `/api/company/staff/${invited.member.id}`, owner.session),
        ]);
        expect(removal.statusCode).toBe(204);
        expect(await t.dataSource.query('SELECT id FROM company_members WHERE id = $1', [invited.member.id])).toEqual([]);
        if (accept.statusCode === 200) {
          outcomes.add('accepted, then removed');
          expect(await lockedAt(invited.user.id)).not.toBeNull();
        } else {
          outcomes.add('withdrawn');
          expect([accept.statusCode, accept.json().code]).toEqual([400, 'LINK_INVALID']);
          expect(await lockedAt(invited.user.id)).toBeUndefined(); // the unused account went with the invite
        }
        const signInAttempt = await call('POST', '/api/auth/sign-in', undefined, { email: invited.user.email, password: 'Schaltwerk-2026' });
        expect([401, 403]).toContain(signInAttempt.statusCode);
      }
      expect(outcomes.size).toBeGreaterThan(0);
    });

    it('one password link used twice at once: the password changed once, the other request reads that the link was used', async () => {
      const { user } = await company();
      for (let round = 0; round < ROUNDS; round++) {
        const token = await issue(user.id, AuthTokenPurpose.ResetPassword);
        const answers = await Promise.all(
          ['Kettenblatt-1', 'Kettenblatt-2'].map((password) => call('POST', '/api/auth/reset-password', undefined, { token, password })),
        );
        expect(answers.map((answer) => answer.statusCode >= 200 && answer.statusCode < 300).sort()).toEqual([false, true]);
        const loser = answers.find((answer) => answer.statusCode >= 400)!;
        expect([loser.statusCode, loser.json().code]).toEqual([400, 'LINK_INVALID']);
        const winner = answers.findIndex((answer) => answer.statusCode < 300);
        await signIn(t.app, user.email, ['Kettenblatt-1', 'Kettenblatt-2'][winner]);
      }
    });
  });

  describe('the back office changing what a checkout reads', () => {
    it('a discount changed during checkouts: each order priced consistently with the old or the new discount', async () => {
      const owner = await company();
      const product = await makeProduct(t.dataSource, { basePrice: '100.00', stockQuantity: 1000 });
      for (let round = 0; round < ROUNDS; round++) {
        const discountLevel = round % 2 === 0 ? 20 : 10;
        const before = round % 2 === 0 ? 10 : 20;
        await addToCart(t.app, owner.session, product.id, 1);
        const [change, checkout] = await Promise.all([
          call('PATCH', `/api/admin/dealers/${owner.profile.id}`, first, { discountLevel }),
          placeOrder(t.app, owner.session),
        ]);
        expect([change.statusCode, checkout.statusCode]).toEqual([200, 201]);
        const [order] = await t.dataSource.query(
          `SELECT o.discount_amount, i.unit_price, (i.product_snapshot->>'discountPercent')::int AS percent FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = $1`,
          [checkout.json().id],
        );
        expect([before, discountLevel]).toContain(order.percent);
        expect(order).toEqual({ discount_amount: `${order.percent}.00`, unit_price: `${100 - order.percent}.00`, percent: order.percent });
      }
    });

    it('an address deleted while a checkout uses it: the order keeps the address, or the checkout says it is gone and the cart stays', async () => {
      const owner = await company();
      const product = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 1000 });
      for (let round = 0; round < ROUNDS; round++) {
        const address = (await call('POST', '/api/company/addresses', owner.session, { recipient: 'Jana Kundin', address: 'Am Deich 12', postalCode: '28199', city: 'Bremen' })).json();
        await addToCart(t.app, owner.session, product.id, 1);
        const [removal, checkout] = await Promise.all([
          call('DELETE', `/api/company/addresses/${address.id}`, owner.session),
          placeOrder(t.app, owner.session, { paymentMethod: 'prepayment', delivery: 'standard', addressId: address.id }),
        ]);
        expect(removal.statusCode).toBe(204);
        if (checkout.statusCode === 201) {
          expect(checkout.json().shippingAddress).toMatchObject({ company: 'Jana Kundin', address: 'Am Deich 12' });
        } else {
          expect([checkout.statusCode, checkout.json().message]).toEqual([404, 'Lieferadresse nicht gefunden.']);
          expect((await call('GET', '/api/cart', owner.session)).json().items).toHaveLength(1);
          await call('DELETE', '/api/cart', owner.session);
        }
      }
    });

    it('an approval withdrawn during a checkout: the order is placed before it, or refused in German with the cart kept', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const owner = await company();
        const product = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 10 });
        await addToCart(t.app, owner.session, product.id, 1);
        const [reject, checkout] = await Promise.all([
          call('POST', `/api/admin/dealers/${owner.profile.id}/reject`, first, { reason: 'Gewerbenachweis abgelaufen.' }),
          placeOrder(t.app, owner.session),
        ]);
        expect(reject.statusCode).toBe(200);
        if (checkout.statusCode !== 201) {
          expect([checkout.statusCode, checkout.json().code]).toEqual([403, 'DEALER_NOT_APPROVED']);
          expect(await t.dataSource.query('SELECT quantity FROM cart_items WHERE user_id = $1', [owner.user.id])).toEqual([{ quantity: 1 }]);
          expect((await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [product.id]))[0].stock_quantity).toBe(10);
        }
      }
    });

    it('Kauf auf Rechnung withdrawn during an order on account: placed before it or refused in German, never both', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const owner = await company();
        await t.dataSource.query(`UPDATE companies SET purchase_on_account = true, credit_limit = 10000 WHERE id = $1`, [owner.companyId]);
        const product = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 10 });
        await addToCart(t.app, owner.session, product.id, 1);
        const [credit, checkout] = await Promise.all([
          call('PUT', `/api/admin/companies/${owner.companyId}/credit`, first, { purchaseOnAccount: false, creditLimit: '0.00', paymentTermId: null }),
          placeOrder(t.app, owner.session, checkoutBody({ paymentMethod: 'invoice' })),
        ]);
        expect(credit.statusCode).toBe(200);
        if (checkout.statusCode === 201) {
          expect(credit.json().openAmount).not.toBe('0.00');
        } else {
          expect([checkout.statusCode, checkout.json().message]).toEqual([422, expect.stringContaining('Kauf auf Rechnung')]);
          expect(await t.dataSource.query('SELECT id FROM orders WHERE company_id = $1', [owner.companyId])).toEqual([]);
        }
      }
    });
  });

  it('two owners at once, one changing a buyer\'s limit and one removing the buyer: removed, the change done before or refused with 404', async () => {
    const owner = await company();
    const secondOwner = await makeStaff(t.dataSource, owner.companyId, { role: CompanyRole.Owner });
    const secondSession = await signIn(t.app, secondOwner.user.email);
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await makeStaff(t.dataSource, owner.companyId, { role: CompanyRole.Buyer });
      const [change, removal] = await Promise.all([
        call('PATCH', `/api/company/staff/${buyer.member.id}`, owner.session, { orderLimit: '250.00' }),
        call('DELETE', `/api/company/staff/${buyer.member.id}`, secondSession),
      ]);
      expect(removal.statusCode).toBe(204);
      if (change.statusCode !== 200) expect([change.statusCode, change.json().message]).toEqual([404, 'Mitarbeiter nicht gefunden.']);
      const audit = await t.dataSource.query<{ action_type: string }[]>('SELECT action_type FROM admin_actions WHERE target_id = $1 ORDER BY created_at', [buyer.member.id]);
      expect(audit.map((row) => row.action_type)).toEqual(change.statusCode === 200 ? ['company.staff_update', 'company.staff_remove'] : ['company.staff_remove']);
    }
  });
});
