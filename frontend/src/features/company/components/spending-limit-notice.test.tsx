import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-page';
import { makeSession } from '@/testing/sessions';
import { companyKeys } from '../api/queries';
import { SpendingLimitNotice } from './spending-limit-notice';

function renderNotice(role: 'owner' | 'buyer', spendingLimits: { orderLimit: string | null; monthlyBudget: string | null } | null, subtotal: string) {
  return renderWithApp(<SpendingLimitNotice subtotal={subtotal} />, {
    session: makeSession({ dealerStatus: 'approved', companyRole: role }),
    cache: [[companyKeys.own(), { id: 'firma-1', role, profile: {}, spendingLimits }]],
  });
}

describe('SpendingLimitNotice', () => {
  it('tells a buyer above the order limit that the order will wait for an owner', () => {
    renderNotice('buyer', { orderLimit: '500.00', monthlyBudget: null }, '612.40');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Diese Bestellung wartet auf Freigabe');
    expect(alert.textContent).toMatch(/612,40\s€ netto liegt über Ihrem Bestelllimit von 500,00\s€/);
  });

  it('names the monthly budget below the order limit, and says nothing without limits', () => {
    const { unmount } = renderNotice('buyer', { orderLimit: '500.00', monthlyBudget: '2000.00' }, '120.00');
    expect(screen.getByRole('alert').textContent).toMatch(/Ihr Monatsbudget: 2\.000,00\s€ netto/);
    unmount();
    renderNotice('buyer', { orderLimit: '500.00', monthlyBudget: null }, '120.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing to an owner, who has no limit', () => {
    renderNotice('owner', null, '9000.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
