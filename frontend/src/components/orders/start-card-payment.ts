import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

/**
 * Opens a new card payment session for an open card order and sends the browser there: Stripe Checkout,
 * or the portal's own 'Testmodus' page without a Stripe key. Same tab, so the way back lands here.
 */
export async function startCardPayment(orderId: string): Promise<void> {
  const session = await unwrap(api.POST('/api/orders/{id}/payment', { params: { path: { id: orderId } } }));
  window.location.assign(session.url);
}
