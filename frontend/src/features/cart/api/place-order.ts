import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';
import { CheckoutAttempt } from '../checkout-attempt';

export type CheckoutInput = components['schemas']['CheckoutDto'];
/** The list's view of the order (`Prefer: return=minimal`): the confirmation page loads the whole order itself. */
export type PlacedOrder = components['schemas']['OrderSummaryDto'];

/**
 * Places the order with the attempt's Idempotency-Key. A placed order empties the cart and changes stock,
 * so the cart, the orders and the catalogue are refreshed.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef(new CheckoutAttempt());
  return useMutation({
    mutationFn: (input: CheckoutInput): Promise<PlacedOrder> =>
      unwrap(
        api.POST('/api/orders', { body: input, params: { header: { 'idempotency-key': attempt.current.current(), Prefer: 'return=minimal' } } }),
      ),
    onSuccess: () => {
      attempt.current.settle({ ok: true });
      for (const key of [rootKeys.cart, rootKeys.orders, rootKeys.catalogue]) void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => attempt.current.settle({ ok: false, error }),
  });
}
