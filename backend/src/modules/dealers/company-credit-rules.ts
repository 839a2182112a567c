import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';
import { centsFromNumeric, formatEuro } from '../../common/money/money';

/** What decides whether a company may buy on account (a company's credit columns). */
export interface CreditTerms {
  purchaseOnAccount: boolean;
  creditLimit: string;
  deliveryBlockedAt: Date | null;
}

/**
 * Who reads the refusal: the dealer at the checkout picks another method, the owner approving a waiting order rejects
 * it, the back office reopening a cancelled order leaves it cancelled.
 */
export type CreditCheckContext = 'checkout' | 'approval' | 'reopen';

const NEXT_STEP: Record<CreditCheckContext, string> = {
  checkout: 'Bitte wählen Sie eine andere Zahlungsart.',
  approval: 'Die Bestellung kann so nicht freigegeben werden; lehnen Sie sie ab und bestellen Sie sie mit einer anderen Zahlungsart neu.',
  reopen: 'Die Bestellung bleibt storniert; der Händler kann mit einer anderen Zahlungsart neu bestellen.',
};

const WHOSE: Record<CreditCheckContext, { company: string; limit: string }> = {
  checkout: { company: 'Ihre Firma', limit: 'Ihr Kreditlimit' },
  approval: { company: 'Ihre Firma', limit: 'Ihr Kreditlimit' },
  reopen: { company: 'die Firma', limit: 'das Kreditlimit der Firma' },
};

const notAllowedFor = (context: CreditCheckContext) => `Kauf auf Rechnung ist für ${WHOSE[context].company} nicht freigeschaltet.`;
const deliveryBlockedFor = (context: CreditCheckContext) =>
  `Für ${WHOSE[context].company} besteht eine Liefersperre wegen überfälliger Rechnungen; Kauf auf Rechnung ist deshalb nicht möglich.`;

/** The limit left (never below 0), in cents. */
export const availableCents = (creditLimit: string, openAmount: string) => Math.max(0, centsFromNumeric(creditLimit) - centsFromNumeric(openAmount));

/** Why the company may not buy on account at all now (not allowed, Liefersperre), or null. */
export function accountRefusal(credit: CreditTerms, context: CreditCheckContext): AppError | null {
  if (!credit.purchaseOnAccount) {
    return new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PURCHASE_ON_ACCOUNT_NOT_ALLOWED', `${notAllowedFor(context)} ${NEXT_STEP[context]}`);
  }
  if (credit.deliveryBlockedAt) {
    return new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'DELIVERY_BLOCKED', `${deliveryBlockedFor(context)} ${NEXT_STEP[context]}`);
  }
  return null;
}

/** "Limit 5.000,00 €, offen 4.200,00 €, verfügbar 800,00 €" */
export const limitSentence = (creditLimit: string, openAmount: string) =>
  `Kreditlimit ${formatEuro(creditLimit)}, offen ${formatEuro(openAmount)}, verfügbar ${formatEuro(availableCents(creditLimit, openAmount))}`;

/** Refuses an order whose total does not fit into what is left of the limit. */
export function creditLimitRefusal(credit: CreditTerms, openAmount: string, orderTotal: string, context: CreditCheckContext): AppError | null {
  if (centsFromNumeric(openAmount) + centsFromNumeric(orderTotal) <= centsFromNumeric(credit.creditLimit)) return null;
  return new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'CREDIT_LIMIT_EXCEEDED',
    `Die Bestellung über ${formatEuro(orderTotal)} übersteigt ${WHOSE[context].limit} für Kauf auf Rechnung (${limitSentence(credit.creditLimit, openAmount)}). ${NEXT_STEP[context]}`,
    { creditLimit: credit.creditLimit, openAmount, orderTotal },
  );
}
