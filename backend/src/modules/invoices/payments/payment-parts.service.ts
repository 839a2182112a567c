import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { formatCents, centsFromNumeric } from '../../../common/money/money';
import { PaymentPartDto, PaymentPartKind } from '../dto/payment.dto';

interface PartRow {
  id: string;
  invoice_id: string | null;
  number: string | null;
  amount: string;
  skonto_amount: string;
  applied: boolean;
  split: boolean;
  reversed: boolean;
}

/** Every row of one payment (its first row and the rows that are part of it): the invoice's share first. */
const PARTS_SQL = `SELECT p.id, p.invoice_id, i.number, p.amount, p.skonto_amount, p.credit_applied_at IS NOT NULL AS applied,
                          p.split_from_payment_id IS NOT NULL AS split, p.reversed_at IS NOT NULL AS reversed
                     FROM incoming_payments p LEFT JOIN invoices i ON i.id = p.invoice_id
                    WHERE p.id = $1 OR p.part_of_payment_id = $1
                    ORDER BY p.part_of_payment_id IS NOT NULL, p.created_at, p.id`;

const KIND_ORDER: Record<PaymentPartKind, number> = { invoice: 0, applied: 1, credit: 2 };

/** One payment's rows as the back office reads them: on the invoice, applied to other invoices, kept as credit. */
@Injectable()
export class PaymentPartsService {
  constructor(readonly tx: TransactionHost) {}

  /** `paymentId`: the payment's first row. The rows written when it was booked (no split parts), and its standing parts. */
  async describe(paymentId: string): Promise<{ paymentIds: string[]; parts: PaymentPartDto[] }> {
    const rows = await this.tx.manager.query<PartRow[]>(PARTS_SQL, [paymentId]);
    return { paymentIds: rows.filter((row) => !row.split).map((row) => row.id), parts: partsOf(rows.filter((row) => !row.reversed)) };
  }
}

/** Rows to parts: one per invoice and kind (two splits onto one invoice are one part), the invoice's share first. */
function partsOf(rows: PartRow[]): PaymentPartDto[] {
  const parts = new Map<string, PaymentPartDto & { cents: number; skontoCents: number }>();
  for (const row of rows) {
    const kind = row.invoice_id === null ? PaymentPartKind.Credit : row.applied ? PaymentPartKind.Applied : PaymentPartKind.Invoice;
    const key = `${kind}:${row.invoice_id ?? ''}`;
    const part = parts.get(key) ?? { kind, invoiceId: row.invoice_id, invoiceNumber: row.number, amount: '', skontoAmount: '', cents: 0, skontoCents: 0 };
    part.cents += centsFromNumeric(row.amount);
    part.skontoCents += centsFromNumeric(row.skonto_amount);
    parts.set(key, part);
  }
  return [...parts.values()]
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.invoiceNumber ?? '').localeCompare(b.invoiceNumber ?? ''))
    .map(({ kind, invoiceId, invoiceNumber, cents, skontoCents }) => ({ kind, invoiceId, invoiceNumber, amount: formatCents(cents), skontoAmount: formatCents(skontoCents) }));
}
