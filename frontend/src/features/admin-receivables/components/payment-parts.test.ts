import { describe, expect, it } from 'vitest';
import type { IncomingPayment } from '../api/queries';
import { bookedMessage, newPaymentKey, partsText, previewNotice, standingParts } from './payment-parts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const invoice = { kind: 'invoice' as const, invoiceId: 'i4', invoiceNumber: 'RE-2026-00004', amount: '103.49', skontoAmount: '0.00' };
const applied = { kind: 'applied' as const, invoiceId: 'i3', invoiceNumber: 'RE-2026-00003', amount: '96.51', skontoAmount: '0.00' };
const credit = { kind: 'credit' as const, invoiceId: null, invoiceNumber: null, amount: '5.00', skontoAmount: '0.00' };

describe('payment parts: what the form says before booking and after', () => {
  it('warns before booking that a surplus goes to another invoice and what stays credit, naming each', () => {
    const notice = previewNotice([invoice, applied, credit], '0.00')!;
    expect(notice.type).toBe('warning');
    expect(nbsp(notice.message)).toBe('Der Betrag übersteigt den offenen Betrag von RE-2026-00004 um 101,51 €. So wird gebucht:');
    expect(notice.lines.map(nbsp)).toEqual(['103,49 € auf RE-2026-00004', '96,51 € verrechnet mit RE-2026-00003', '5,00 € als Guthaben der Firma']);
  });

  it('says what stays open on a partial payment, and that the invoice is settled (with Skonto) otherwise', () => {
    expect(nbsp(previewNotice([{ ...invoice, amount: '50.00' }], '53.49')!.message)).toBe('Teilzahlung: Auf RE-2026-00004 bleiben danach 53,49 € offen.');
    expect(previewNotice([invoice], '0.00')).toMatchObject({ type: 'info', message: 'RE-2026-00004 ist danach beglichen.' });
    expect(nbsp(previewNotice([{ ...invoice, skontoAmount: '2.11' }], '0.00')!.message)).toBe('RE-2026-00004 ist danach beglichen (mit 2,11 € Skonto).');
    expect(previewNotice([applied, credit], null)).toMatchObject({ type: 'info', lines: [expect.stringContaining('verrechnet mit RE-2026-00003'), expect.stringContaining('als Guthaben')] });
    expect(previewNotice([], null)).toBeNull();
  });

  it('names every part in the success message', () => {
    expect(nbsp(bookedMessage([invoice, applied]))).toBe('Zahlung gebucht: 103,49 € auf RE-2026-00004 und 96,51 € verrechnet mit RE-2026-00003.');
    expect(nbsp(partsText([invoice, applied, credit]))).toBe('103,49 € auf RE-2026-00004, 96,51 € verrechnet mit RE-2026-00003 und 5,00 € als Guthaben der Firma');
    expect(nbsp(bookedMessage([invoice]))).toBe('Zahlung gebucht: 103,49 € auf RE-2026-00004.');
  });

  it('finds the standing parts of the payment a row belongs to', () => {
    const row = (id: string, partOfPaymentId: string | null, extra: Partial<IncomingPayment> = {}): IncomingPayment => ({
      id,
      partOfPaymentId,
      invoiceId: null,
      invoiceNumber: null,
      amount: '1.00',
      skontoAmount: '0.00',
      bookedOn: '2026-11-30',
      reference: 'x',
      source: 'manual',
      reversedAt: null,
      reversalReason: null,
      creditAppliedAt: null,
      ...extra,
    });
    const rows = [row('a', null), row('b', 'a'), row('c', 'a', { reversedAt: '2026-11-30T10:00:00Z' }), row('d', null)];
    expect(standingParts(rows, rows[1]).map((part) => part.id)).toEqual(['a', 'b']);
    expect(standingParts(rows, rows[3]).map((part) => part.id)).toEqual(['d']);
  });

  it('makes a fresh Idempotency-Key the server accepts', () => {
    const key = newPaymentKey();
    expect(key).toMatch(/^[\w-]{8,100}$/);
    expect(newPaymentKey()).not.toBe(key);
  });
});
