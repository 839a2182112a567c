import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components, operations } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';
import { CheckoutAttempt } from '../checkout-attempt';

export type CheckoutInput = components['schemas']['CheckoutDto'];
export type PlacedOrder = components['schemas']['OrderDto'];
type PlaceOrderHeaders = operations['placeOrder']['parameters']['header'];

/**
 * The OpenAPI document lists the header twice (the handler's parameter and its documentation); one is
 * sent, since fetch would join two spellings of one header into "key, key".
 */
const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key }) as unknown as PlaceOrderHeaders;

/**
 * Places the order with the attempt's Idempotency-Key. A placed order empties the cart and changes stock,
 * so the cart, the orders and the catalogue are refreshed.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef(new CheckoutAttempt());
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      unwrap(api.POST('/api/orders', { body: input, params: { header: idempotencyHeader(attempt.current.current()) } })),
    onSuccess: () => {
      attempt.current.settle({ ok: true });
      for (const key of [rootKeys.cart, rootKeys.orders, rootKeys.catalogue]) void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => attempt.current.settle({ ok: false, error }),
  });
}
