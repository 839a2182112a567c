import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { renderWithApp } from '@/testing/render-page';
import { makeSession } from '@/testing/sessions';
import type { IncomingPayment } from '../api/queries';
import { ReversePaymentDialog } from './reverse-payment-dialog';

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(), POST: vi.fn() } }));

const row = (id: string, extra: Partial<IncomingPayment>): IncomingPayment => ({
  id,
  partOfPaymentId: null,
  invoiceId: null,
  invoiceNumber: null,
  amount: '0.00',
  skontoAmount: '0.00',
  bookedOn: '2026-11-30',
  reference: 'Überweisung RE-2026-00004',
  source: 'manual',
  reversedAt: null,
  reversalReason: null,
  creditAppliedAt: null,
  ...extra,
});
const share = row('p1', { invoiceId: 'i4', invoiceNumber: 'RE-2026-00004', amount: '103.49' });
const applied = row('p2', { partOfPaymentId: 'p1', invoiceId: 'i3', invoiceNumber: 'RE-2026-00003', amount: '96.51', creditAppliedAt: '2026-11-30T10:00:00Z' });
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('ReversePaymentDialog: a payment of several parts', () => {
  it('names every part before reversing them together, and after', async () => {
    vi.mocked(api.POST).mockImplementation((() => Promise.resolve({ data: undefined, error: undefined, response: new Response(null, { status: 204 }) })) as never);
    const onClose = vi.fn();
    renderWithApp(<ReversePaymentDialog payment={share} parts={[share, applied]} onClose={onClose} />, { session: makeSession({ roles: ['admin'] }) });
    const parts = text(screen.getByTestId('reverse-parts'));
    expect(parts).toContain('Die Zahlung über 200,00 € vom 30.11.2026 wurde aufgeteilt. Storniert werden alle Teile zusammen:');
    expect(parts).toContain('103,49 € auf RE-2026-00004: die Rechnung ist danach wieder um diesen Betrag offen');
    expect(parts).toContain('96,51 € verrechnet mit RE-2026-00003: die Rechnung ist danach wieder um diesen Betrag offen');

    fireEvent.change(screen.getByLabelText('Grund'), { target: { value: 'Rücklastschrift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alle 2 Teile stornieren' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(api.POST).mock.calls[0][0]).toBe('/api/admin/payments/{id}/reverse');
    await waitFor(() => expect(text(document.body)).toContain('Zahlung storniert: 103,49 € auf RE-2026-00004 und 96,51 € verrechnet mit RE-2026-00003.'));
  }, 30_000);
});
