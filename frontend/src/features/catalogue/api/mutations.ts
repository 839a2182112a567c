import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

/**
 * Puts a product into the dealer's cart; the sidebar badge and the cart page refresh through the cart root, so the
 * server answers only the line (`Prefer: return=minimal`) instead of pricing the whole cart for nobody.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: string; quantity: number }) =>
      unwrap(api.POST('/api/cart/items', { body: input, params: { header: { Prefer: 'return=minimal' } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rootKeys.cart }),
  });
}
