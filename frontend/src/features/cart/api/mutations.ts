import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { expectOk, unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import { type Cart, cartKeys } from './queries';

/** Every cart change answers with the new cart: show it at once, then refresh the badge and the other views. */
function useCartChange<T>(change: (input: T) => Promise<Cart | void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartKeys.detail('standard'), cart);
      void queryClient.invalidateQueries({ queryKey: rootKeys.cart });
    },
  });
}

export const useUpdateCartItem = () =>
  useCartChange(({ id, quantity }: { id: string; quantity: number }) =>
    unwrap(api.PATCH('/api/cart/items/{id}', { params: { path: { id } }, body: { quantity } })),
  );

export const useRemoveCartItem = () => useCartChange((id: string) => unwrap(api.DELETE('/api/cart/items/{id}', { params: { path: { id } } })));

export const useClearCart = () => useCartChange(() => expectOk(api.DELETE('/api/cart')));
