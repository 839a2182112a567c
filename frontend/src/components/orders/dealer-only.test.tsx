import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/sessions';
import { renderWithApp } from '@/testing/render-page';
import { DealerOnly } from './dealer-only';

const renderFor = (roles: ('admin' | 'ops')[]) =>
  renderWithApp(<DealerOnly what="zu bestellen">Warenkorb</DealerOnly>, { session: makeSession({ roles }) });

describe('DealerOnly', () => {
  it('does not send the operations account to an administration it does not have', () => {
    renderFor(['ops']);
    expect(screen.getByText('Nur für Händler')).toBeDefined();
    expect(screen.queryByText(/Administration/)).toBeNull();
    expect(screen.getByText(/Ihr Betriebskonto hat keinen Händlerbereich/)).toBeDefined();
    expect(screen.queryByText('Warenkorb')).toBeNull();
  });

  it('points an administrator to the administration', () => {
    renderFor(['admin']);
    expect(screen.getByText(/verwalten Sie in der Administration/)).toBeDefined();
  });
});
