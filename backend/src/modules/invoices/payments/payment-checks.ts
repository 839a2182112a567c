import { HttpStatus } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppError } from '../../../common/http/app-error';
import { berlinToday, isPlausibleDay } from '../../../common/http/date-field';
import { centsFromNumeric, Cents, formatEuro, formatGermanDate, isMoneyString, parseCents } from '../../../common/money/money';
import { BOOKED_ON_FUTURE_MESSAGE, BOOKED_ON_MESSAGE } from '../dto/payment.dto';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceKind } from '../invoice-enums';
import { invoiceNotFound } from './invoice-settlement.service';
import { InvoiceFigures, openCentsOf } from './payment-rules';

// What booking a payment and its preview check alike, before anything is written.

/** "120.50" → cents; more than zero, at most two decimals. */
export function amountOf(amount: string): Cents {
  const cents = isMoneyString(amount) ? parseCents(amount) : 0;
  if (cents <= 0) {
    throw new AppError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'PAYMENT_AMOUNT_INVALID',
      'Bitte einen Betrag größer als 0 mit höchstens zwei Nachkommastellen angeben (z. B. 120.50).',
    );
  }
  return cents;
}

/**
 * Every caller (the form, a bank statement, a paid order) books a real day of 2000–2099 that is not in the future:
 * money that has arrived. Tomorrow still, as the form allows it (a browser a time zone ahead of Berlin). DATEV, the
 * Skonto day and the dunning run read it.
 */
export function checkDay(day: string): void {
  if (!isPlausibleDay(day)) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PAYMENT_DATE_INVALID', BOOKED_ON_MESSAGE);
  if (day > berlinToday(1)()) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PAYMENT_DATE_INVALID', BOOKED_ON_FUTURE_MESSAGE);
}

type InvoiceAmounts = Pick<Invoice, 'totalAmount' | 'paidAmount' | 'skontoAmount'>;

const amountsOf = (invoice: InvoiceAmounts) => ({
  totalCents: centsFromNumeric(invoice.totalAmount),
  paidCents: centsFromNumeric(invoice.paidAmount),
  skontoCents: centsFromNumeric(invoice.skontoAmount),
});

export function figuresOf(invoice: Invoice): InvoiceFigures {
  return { ...amountsOf(invoice), skontoPercent: invoice.skontoPercent, skontoUntil: invoice.skontoUntil };
}

/** What is still open on the invoice, in cents. */
export const openCentsOfInvoice = (invoice: InvoiceAmounts): Cents => openCentsOf(amountsOf(invoice));

/** The invoice takes this payment: the company's own, no Stornorechnung, not cancelled, issued by the Buchungstag. */
export async function checkInvoice(manager: EntityManager, invoice: Invoice, input: { companyId?: string; bookedOn: string }): Promise<void> {
  if (input.companyId && input.companyId !== invoice.companyId) throw invoiceNotFound();
  if (invoice.kind === InvoiceKind.Cancellation) throw await cancellationInvoice(manager, invoice);
  if (invoice.cancelledAt) {
    throw new AppError(
      HttpStatus.CONFLICT,
      'PAYMENT_INVOICE_CANCELLED',
      `Die Rechnung ${invoice.number} ist storniert; darauf kann keine Zahlung gebucht werden. Buchen Sie den Betrag als Guthaben der Firma.`,
    );
  }
  if (input.bookedOn < invoice.issueDate) {
    throw new AppError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'PAYMENT_DATE_INVALID',
      `Der Buchungstag ${formatGermanDate(input.bookedOn)} liegt vor dem Rechnungsdatum ${formatGermanDate(invoice.issueDate)} der Rechnung ${invoice.number}. Bitte prüfen Sie den Buchungstag oder buchen Sie den Betrag als Guthaben der Firma.`,
    );
  }
}

/** A Stornorechnung is no invoice to pay: the refusal names it as such, with the invoice it cancels. */
async function cancellationInvoice(manager: EntityManager, invoice: Invoice): Promise<AppError> {
  const cancelled = invoice.cancelsInvoiceId ? await manager.findOne(Invoice, { where: { id: invoice.cancelsInvoiceId }, select: { id: true, number: true } }) : null;
  return new AppError(
    HttpStatus.CONFLICT,
    'PAYMENT_INVOICE_CANCELLED',
    `${invoice.number} ist eine Stornorechnung${cancelled ? ` (zu Rechnung ${cancelled.number})` : ''}; darauf kann keine Zahlung gebucht werden. Buchen Sie den Betrag als Guthaben der Firma.`,
  );
}

/**
 * A caller that showed the administrator what the payment would do (a bank statement's proposal: this much open, this
 * much Skonto) books only that: when the invoice's open amount or the Skonto differ now, nothing is booked and the
 * refusal names the amount open now.
 */
export function checkExpected(invoice: Invoice, openCents: Cents, skontoCents: Cents, expected: { openAmount: string; skontoAmount: string }): void {
  const expectedOpen = centsFromNumeric(expected.openAmount);
  if (openCents !== expectedOpen) {
    const now = openCents <= 0 ? `ist inzwischen bezahlt (offen ${formatEuro(0)})` : `ist inzwischen über ${formatEuro(openCents)} offen`;
    throw new AppError(
      HttpStatus.CONFLICT,
      'PAYMENT_OPEN_AMOUNT_CHANGED',
      `Die Rechnung ${invoice.number} ${now}, der Vorschlag rechnete mit ${formatEuro(expectedOpen)}. Gebucht wurde nichts; bitte ordnen Sie die Zahlung neu zu.`,
    );
  }
  const expectedSkonto = centsFromNumeric(expected.skontoAmount);
  if (skontoCents !== expectedSkonto) {
    throw new AppError(
      HttpStatus.CONFLICT,
      'PAYMENT_OPEN_AMOUNT_CHANGED',
      `Auf die Rechnung ${invoice.number} ginge jetzt ${formatEuro(skontoCents)} Skonto, der Vorschlag zeigt ${formatEuro(expectedSkonto)}. Gebucht wurde nichts; bitte ordnen Sie die Zahlung neu zu.`,
    );
  }
}
