import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type Order = Schemas['OrderDto'];
export type OrderSummary = Schemas['OrderSummaryDto'];
export type TestCheckout = Schemas['TestCheckoutDto'];

export const orderKeys = {
  all: rootKeys.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...orderKeys.lists(), { page, pageSize }] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  payment: (id: string, sessionId: string | null) => [...orderKeys.detail(id), 'payment', sessionId] as const,
  testCheckout: (sessionId: string) => [...orderKeys.all, 'test-checkout', sessionId] as const,
};

/** The dealer's own orders, newest first, one page at a time. */
export const ordersQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: orderKeys.list(page, pageSize),
    queryFn: ({ signal }) => unwrap(api.GET('/api/orders', { params: { query: { page, pageSize } }, signal })),
    placeholderData: keepPreviousData,
  });

/** The company's orders waiting for an owner's approval (the approval queue on /orders). */
export const awaitingApprovalQueryOptions = () =>
  queryOptions({
    queryKey: [...orderKeys.lists(), 'awaiting-approval'] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/orders', { params: { query: { status: 'awaiting_approval', page: 1, pageSize: 50 } }, signal })),
  });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/orders/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });

const finalPayment = (order: Order | undefined) => Boolean(order && order.paymentStatus !== 'pending');

/**
 * The success page asks the server, which reads the session from the payment provider; the URL's
 * parameters prove nothing. Until the state is final it asks again every two seconds.
 */
export const paymentStateQueryOptions = (orderId: string, sessionId: string | null) =>
  queryOptions({
    queryKey: orderKeys.payment(orderId, sessionId),
    queryFn: () =>
      sessionId
        ? unwrap(api.POST('/api/orders/{id}/payment/confirm', { params: { path: { id: orderId } }, body: { sessionId } }))
        : unwrap(api.GET('/api/orders/{id}', { params: { path: { id: orderId } } })),
    refetchInterval: (query) => (finalPayment(query.state.data) || query.state.dataUpdateCount > 60 ? false : 2_000),
    retry: false,
  });

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: orderKeys.testCheckout(sessionId),
    queryFn: () => unwrap(api.GET('/api/payments/test-checkout/{id}', { params: { path: { id: sessionId } } })),
    retry: false,
  });
