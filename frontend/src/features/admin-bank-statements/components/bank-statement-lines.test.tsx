import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-page';
import { makeSession } from '@/testing/sessions';
import type { BankStatementLine } from '../api/types';
import { BankStatementLines } from './bank-statement-lines';

const line = (id: string, position: number, currentOpenAmount: string, warning: string | null): BankStatementLine => ({
  id,
  position,
  direction: 'credit',
  amount: '153.68',
  currency: 'EUR',
  bookingDate: '2026-11-29',
  valueDate: '2026-11-29',
  counterpartyName: 'Radsport Hansen GmbH',
  counterpartyIban: null,
  endToEndId: null,
  remittance: `RE-2026-0000${position}`,
  status: 'proposed',
  note: `RE-2026-0000${position}: offener Betrag`,
  allocations: [
    {
      invoiceId: `i${position}`,
      invoiceNumber: `RE-2026-0000${position}`,
      companyId: 'c1',
      companyName: 'Radsport Hansen GmbH',
      amount: '153.68',
      skontoAmount: '0.00',
      openAmount: '153.68',
      currentOpenAmount,
      warning,
    },
  ],
  paymentIds: [],
  bookedAt: null,
});
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('BankStatementLines: a proposal checked against the invoice now', () => {
  it('shows the amount open now, and the warning of a proposal that booking would refuse, which cannot be selected', () => {
    const warning = 'RE-2026-00003 ist inzwischen nur noch über 57,17 € offen (der Vorschlag rechnete mit 153,68 €); so wird die Zeile nicht gebucht. Bitte ordnen Sie sie neu zu.';
    renderWithApp(<BankStatementLines lines={[line('l1', 1, '153.68', null), line('l3', 3, '57.17', warning)]} selected={[]} onSelect={() => undefined} onAssign={() => undefined} />, {
      session: makeSession({ roles: ['admin'] }),
    });
    const [, fine, outdated] = screen.getAllByRole('row');
    expect(text(fine)).toContain('offen jetzt 153,68 €');
    expect(text(outdated)).toContain('offen jetzt 57,17 €');
    expect(text(within(outdated).getByRole('alert'))).toContain('nur noch über 57,17 € offen');
    expect((within(fine).getByLabelText('Zeile 1 auswählen') as HTMLInputElement).disabled).toBe(false);
    expect((within(outdated).getByLabelText('Zeile 3 auswählen') as HTMLInputElement).disabled).toBe(true);
  }, 30_000);
});
