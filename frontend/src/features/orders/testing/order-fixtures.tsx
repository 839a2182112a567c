import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { vi } from 'vitest';
import type { CompanyRole } from '@/lib/api/contracts';
import { api } from '@/lib/api/client';
import type { Session } from '@/lib/session/session';
import { SessionContext } from '@/lib/session/session-context';
import { makeSession } from '@/testing/sessions';
import type { Order } from '../api/queries';

// jsdom has no getComputedStyle for pseudo-elements; antd asks for the scrollbar's. The element's own style is enough here.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

export const ORDER_ID = '5b0c3a47-2f55-4d8a-9a65-2d1f0e6f6a11';

const ADDRESS = { company: 'Radsport Hansen GmbH', contactPerson: 'Lars Hansen', address: 'Am Wall 142', postalCode: '28195', city: 'Bremen', phone: null };

/** A company order as GET /api/orders/:id answers it; tests change single fields. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    orderNumber: 'B-2026-000011',
    createdAt: '2026-11-29T23:10:00.000Z',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'invoice',
    totalAmount: '626.54',
    itemCount: 15,
    plannedDeliveryDate: '2026-12-02',
    rejectionReason: null,
    placedByEmail: 'einkauf@example.com',
    canPay: false,
    invoiced: false,
    subtotalAmount: '526.50',
    discountAmount: '58.50',
    shippingAmount: '0.00',
    taxAmount: '100.04',
    express: false,
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    notes: null,
    paidAt: null,
    paymentInstructions: null,
    items: [
      {
        id: 'c2b5b1f4-8a57-4b0e-9a0e-0d5a3e2f1c10',
        productId: null,
        name: 'Deichlicht Dynamo-Frontlicht 100 Lux',
        sku: 'BEL-FRO-100',
        imageUrl: null,
        quantity: 15,
        unitPrice: '35.10',
        totalPrice: '526.50',
      },
    ],
    ...overrides,
  };
}

export const dealerSession = (companyRole: CompanyRole, email = 'haendler@example.com'): Session =>
  makeSession({ dealerStatus: 'approved', companyRole, email });

/** The page at `/orders/:orderId` the tests land on after a redirect. */
function DetailStandIn() {
  return <p data-testid="detail-page">Detailseite {useParams().orderId}</p>;
}

/**
 * Renders `ui` at `path` (a route of its own) with a session, a query cache filled with `data` (never stale, so
 * nothing is fetched unless a test asks), antd's App and a stand-in for the order page. No request leaves the test:
 * the API client's GET and POST are stubbed; a test reads the POST stub's calls.
 */
export function renderOrderPage(
  ui: ReactNode,
  { session, data = [], path = '/', route = '*' }: { session: Session; data?: [readonly unknown[], unknown][]; path?: string; route?: string },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } } });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  vi.spyOn(api, 'GET').mockReturnValue(new Promise(() => undefined) as never);
  const post = vi.spyOn(api, 'POST').mockResolvedValue({ data: makeOrder(), response: new Response('{}', { status: 200 }) } as never);
  const detail = route === '/orders/:orderId' ? [] : [{ path: '/orders/:orderId', Component: DetailStandIn }];
  const router = createMemoryRouter([...detail, { path: route, element: ui }], { initialEntries: [path] });
  render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
  return { router, post };
}
