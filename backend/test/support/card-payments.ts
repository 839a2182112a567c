import Stripe from 'stripe';
import { makeDealer, signIn, SignedIn } from './factories';
import { FakeSession, FakeStripe, sessionEvent } from './fake-stripe';
import { addToCart, checkoutBody, placeOrder } from './orders';
import { TestApp } from './test-app';
import { makeProduct } from '../integration/catalogue.fixtures';

export const WEBHOOK_SECRET = 'whsec_test_portal_0123456789';

/** Signs a webhook body as Stripe does. */
export const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** The environment that points the real SDK at the fake Stripe. */
export const stripeEnvironment = (stripe: FakeStripe): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_portal',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(stripe.port),
  STRIPE_API_PROTOCOL: 'http',
});

/** A new dealer's card order of `quantity` disc brakes (EK 44.91 each): 2 make 124.74 with shipping and VAT. */
export async function cardOrder(t: TestApp, quantity = 2) {
  const { user } = await makeDealer(t.dataSource, { approved: true, discountLevel: 10 });
  const session = await signIn(t.app, user.email);
  const product = await makeProduct(t.dataSource, { name: 'Scheibenbremse', basePrice: '49.90', stockQuantity: 10 });
  await addToCart(t.app, session, product.id, quantity);
  const order = (await placeOrder(t.app, session, checkoutBody({ paymentMethod: 'stripe' }))).json();
  return { session, order, product };
}

/** Delivers a webhook body to the portal, signed as Stripe signs it. */
export const deliverWebhook = (t: TestApp, payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) }, payload });

/** A card order the dealer paid at the fake Stripe, its webhook received. */
export async function paidCardOrder(t: TestApp, stripe: FakeStripe) {
  const placed = await cardOrder(t);
  const started = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.order.id}/payment`, headers: placed.session.auth });
  const checkout = stripe.sessions.get(started.json().sessionId)!;
  Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
  if ((await deliverWebhook(t, sessionEvent('checkout.session.completed', checkout.id))).statusCode !== 200) throw new Error('Zahlung nicht angekommen');
  return { ...placed, checkout };
}

/** A paid order and a second session's money for it (two tabs raced), as the back office's work list shows it. */
export async function duplicateCardPayment(t: TestApp, stripe: FakeStripe, admin: SignedIn) {
  const paid = await paidCardOrder(t, stripe);
  const racing: FakeSession = { ...structuredClone(paid.checkout), id: `cs_test_tab_${Math.random().toString(36).slice(2)}`, payment_intent: null };
  stripe.sessions.set(racing.id, racing);
  await deliverWebhook(t, sessionEvent('checkout.session.completed', racing.id));
  const [duplicate] = (await t.app.inject({ method: 'GET', url: '/api/admin/card-payments/duplicates', headers: admin.auth })).json();
  return { ...paid, racing: stripe.sessions.get(racing.id)!, duplicate };
}
