import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../api/queries';
import { CartSummary } from './cart-summary';

const CART: Cart = {
  items: [],
  itemCount: 3,
  discountPercent: 10,
  amounts: { subtotal: '300.00', discount: '30.00', shipping: '0.00', tax: '51.30', total: '321.30' },
  missingForFreeShipping: '0.00',
  expressAvailable: true,
  plannedDeliveryDate: '2026-12-01',
  checkoutBlocked: false,
  cartProblemMessage: null,
};

function renderSummary(cart: Cart) {
  const router = createMemoryRouter([{ path: '*', element: <CartSummary cart={cart} /> }], { initialEntries: ['/warenkorb'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

describe('CartSummary', () => {
  it('leads on to the checkout when nothing blocks', async () => {
    renderSummary(CART);
    expect((await screen.findByRole('link', { name: 'Zur Kasse' })).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a cart past the highest order amount cannot go to the checkout, with the server\'s words', async () => {
    const message = 'Eine Bestellung darf höchstens 9.999.999.999,99 € (brutto, inkl. Versand) betragen; Ihr Warenkorb liegt zu den aktuellen Preisen darüber.';
    renderSummary({ ...CART, checkoutBlocked: true, cartProblemMessage: message });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Warenkorb übersteigt den Höchstbetrag einer Bestellung');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Zur Kasse' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks to fix the marked lines when a line blocks', async () => {
    renderSummary({ ...CART, checkoutBlocked: true });
    expect((await screen.findByRole('alert')).textContent).toContain('Bitte korrigieren Sie die markierten Positionen');
  });
});
