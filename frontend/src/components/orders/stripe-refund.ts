import type { components } from '@/lib/api/schema.gen';
import { formatEuro } from '@/lib/format';

export type ProviderRefund = components['schemas']['ProviderRefundDto'];

/** An amount as the provider reported it: euro in the house format, another currency spelled out. */
export function providerAmount(amount: string, currency: string | null): string {
  if (!currency || currency === 'eur') return formatEuro(amount);
  try {
    return new Intl.NumberFormat('de-DE', { style: 'currency', currency: currency.toUpperCase() }).format(Number(amount));
  } catch {
    return `${amount.replace('.', ',')} ${currency.toUpperCase()}`;
  }
}

/** What Stripe did, in one sentence for the notification. */
export function refundOutcome(refund: ProviderRefund): string {
  const amount = providerAmount(refund.amount, refund.currency);
  if (refund.alreadyRefunded) return `Die Zahlung war bei Stripe schon erstattet (${amount}); es ging kein Geld ein zweites Mal zurück.`;
  return refund.status === 'pending' ? `${amount} gehen zurück; Stripe schließt die Erstattung noch ab.` : `${amount} gehen an die Karte zurück.`;
}
