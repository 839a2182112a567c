import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@/lib/api/contracts';
import { makeSession } from '@/testing/sessions';
import { renderWithApp } from '@/testing/render-page';
import { QuickOrderPage } from './quick-order';

vi.mock('@/features/quick-order/components/quick-order-panel', () => ({ QuickOrderPanel: () => <div>Schnellbestellung-Formular</div> }));
vi.mock('@/features/quick-order/components/order-list-import', () => ({ OrderListImport: () => <div>Bestellliste importieren</div> }));
vi.mock('@/features/quick-order/components/catalogue-export', () => ({ CatalogueExport: () => null }));

const renderAs = (companyRole: CompanyRole) =>
  renderWithApp(<QuickOrderPage />, { session: makeSession({ dealerStatus: 'approved', companyRole }), path: '/schnellbestellung' });

describe('QuickOrderPage', () => {
  it('tells a viewer who opens it by URL that their role only views, without the form', () => {
    renderAs('viewer');
    expect(screen.getByText('Nur Ansicht')).toBeDefined();
    expect(screen.getByText(/Bestellen können die Inhaber und der Einkauf Ihrer Firma/)).toBeDefined();
    expect(screen.queryByText('Schnellbestellung-Formular')).toBeNull();
    expect(screen.queryByText('Bestellliste importieren')).toBeNull();
    expect(screen.getByText('Zum Produktkatalog').closest('a')!.getAttribute('href')).toBe('/products');
  });

  it.each(['owner', 'buyer'] as const)('gives an %s the form', (role) => {
    renderAs(role);
    expect(screen.getByText('Schnellbestellung-Formular')).toBeDefined();
    expect(screen.queryByText('Nur Ansicht')).toBeNull();
  });
});
