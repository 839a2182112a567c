import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { renderWithApp } from '@/testing/render-page';
import { makeSession } from '@/testing/sessions';
import type { ReceivableOpenItem } from '../api/queries';
import { RecordPaymentDialog } from './record-payment-dialog';

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(), POST: vi.fn() } }));

const ok = <T,>(data: T, status = 200) => Promise.resolve({ data, error: undefined, response: new Response(null, { status }) });
const item = (invoiceId: string, number: string, openAmount: string): ReceivableOpenItem =>
  ({ invoiceId, number, openAmount, totalAmount: openAmount, paidAmount: '0.00', dueDate: '2026-12-01', overdueDays: 0 }) as ReceivableOpenItem;
const RE4 = item('i4', 'RE-2026-00004', '103.49');
const RE3 = item('i3', 'RE-2026-00003', '153.68');
const parts = [
  { kind: 'invoice', invoiceId: 'i4', invoiceNumber: 'RE-2026-00004', amount: '103.49', skontoAmount: '0.00' },
  { kind: 'applied', invoiceId: 'i3', invoiceNumber: 'RE-2026-00003', amount: '96.51', skontoAmount: '0.00' },
];
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('RecordPaymentDialog: a payment above the open amount', () => {
  it('says before booking where the surplus goes, names it after booking and sends a fresh Idempotency-Key per opening', async () => {
    vi.mocked(api.GET).mockImplementation(((_path: string, options: { params: { query: { amount: string } } }) =>
      ok(options.params.query.amount === '200.00' ? { parts, openAfterAmount: '0.00' } : { parts: [parts[0]], openAfterAmount: '0.00' })) as never);
    vi.mocked(api.POST).mockImplementation((() => ok({ paymentIds: ['p1', 'p2'], parts }, 201)) as never);
    const session = makeSession({ roles: ['admin'] });
    const onClose = vi.fn();
    const first = renderWithApp(<RecordPaymentDialog companyId="c1" openItems={[RE4, RE3]} initial={RE4} onClose={onClose} />, { session });

    fireEvent.change(screen.getByLabelText('Betrag (EUR)'), { target: { value: '200,00' } });
    const preview = await screen.findByTestId('payment-preview', {}, { timeout: 3000 });
    await waitFor(() => expect(text(preview)).toContain('übersteigt den offenen Betrag von RE-2026-00004 um 96,51 €'));
    expect(text(preview)).toContain('103,49 € auf RE-2026-00004');
    expect(text(preview)).toContain('96,51 € verrechnet mit RE-2026-00003');

    fireEvent.click(screen.getByRole('button', { name: 'Buchen und Überschuss verteilen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, request] = vi.mocked(api.POST).mock.calls[0] as unknown as [string, { body: { amount: string }; params: { header: Record<string, string> } }];
    expect(path).toBe('/api/admin/payments');
    expect(request.body.amount).toBe('200.00');
    const key = request.params.header['idempotency-key'];
    expect(key).toMatch(/^[\w-]{8,100}$/);
    await waitFor(() => expect(text(document.body)).toContain('Zahlung gebucht: 103,49 € auf RE-2026-00004 und 96,51 € verrechnet mit RE-2026-00003.'));
    first.unmount();

    renderWithApp(<RecordPaymentDialog companyId="c1" openItems={[RE4, RE3]} initial={RE4} onClose={onClose} />, { session });
    fireEvent.click(screen.getByRole('button', { name: /Buchen/ }));
    await waitFor(() => expect(api.POST).toHaveBeenCalledTimes(2));
    const second = (vi.mocked(api.POST).mock.calls[1] as unknown as [string, { params: { header: Record<string, string> } }])[1].params.header['idempotency-key'];
    expect(second).not.toBe(key);
  }, 30_000);
});
