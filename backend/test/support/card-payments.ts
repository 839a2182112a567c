import Stripe from 'stripe';
import { makeDealer, signIn } from './factories';
import { FakeStripe } from './fake-stripe';
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
