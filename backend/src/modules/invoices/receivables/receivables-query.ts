
export const RECEIVABLES_VIEWS = ['all', 'overdue', 'over90', 'credit'] as const;
export type ReceivablesView = (typeof RECEIVABLES_VIEWS)[number];

/** Open amount of a row the query keeps (not cancelled): no CASE, so PostgreSQL can read it from ix_invoices_open alone. */
const OPEN = `(i.total_amount - i.paid_amount - i.skonto_amount)`;

/** The ageing buckets by days past the due date ($1 is today); an invoice without due date counts as not due. */
const AGE = `($1::date - i.due_date)`;
const BUCKETS = {
  not_due: `i.due_date IS NULL OR i.due_date >= $1::date`,
  days_1_30: `${AGE} BETWEEN 1 AND 30`,
  days_31_60: `${AGE} BETWEEN 31 AND 60`,
  days_61_90: `${AGE} BETWEEN 61 AND 90`,
  over_90: `${AGE} > 90`,
};

const VIEWS: Record<ReceivablesView, string> = {
  all: 'TRUE',
  overdue: `r.days_1_30 + r.days_31_60 + r.days_61_90 + r.over_90 > 0`,
  over90: `r.over_90 > 0`,
  credit: `r.credit > 0`,
};

export interface ReceivableRow {
  company_id: string;
  company_name: string | null;
  debtor_number: number;
  not_due: string;
  days_1_30: string;
  days_31_60: string;
  days_61_90: string;
  over_90: string;
  open_amount: string;
  credit: string;
  open_invoices: number;
  oldest_due_date: string | null;
}

/**
 * Receivables per company in one statement: the open invoices (the partial index ix_invoices_open holds only
 * those, so settled history costs nothing) summed by age, the credit rows, then name and debtor number.
 * The name and number are read from the dealers' tables here, as the dashboard does: a read model for one list,
 * not a write across the module boundary. `$1` today, `$2` search, then limit and offset when paged, or the company (oneCompany).
 */
export function receivablesSql(view: ReceivablesView, options: { paged: boolean; withSums: boolean; oneCompany?: boolean }): string {
  const company = (alias: string) => (options.oneCompany ? `AND ${alias}.company_id = $3` : '');
  // the sum line over every filtered company, aggregated once (a window over all rows cost more than the ageing itself)
  const sums = [...Object.keys(BUCKETS), 'open_amount', 'credit'].map((column) => `sum(f.${column}) AS sum_${column}`).concat('count(*)::int AS total');
  return `
    WITH open AS (
      SELECT i.company_id,
             ${Object.entries(BUCKETS)
               .map(([name, condition]) => `COALESCE(sum(${OPEN}) FILTER (WHERE ${condition}), 0) AS ${name}`)
               .join(',\n             ')},
             sum(${OPEN}) AS open_amount, count(*)::int AS open_invoices, min(i.due_date)::text AS oldest_due_date
        FROM invoices i
       WHERE i.kind = 'invoice' AND i.cancelled_at IS NULL AND i.settled_at IS NULL ${company('i')}
       GROUP BY i.company_id
    ), credit AS (
      SELECT p.company_id, sum(p.amount) AS credit
        FROM incoming_payments p
       WHERE p.invoice_id IS NULL AND p.reversed_at IS NULL ${company('p')}
       GROUP BY p.company_id
    ), r AS (
      SELECT COALESCE(o.company_id, c.company_id) AS company_id,
             COALESCE(o.not_due, 0) AS not_due, COALESCE(o.days_1_30, 0) AS days_1_30, COALESCE(o.days_31_60, 0) AS days_31_60,
             COALESCE(o.days_61_90, 0) AS days_61_90, COALESCE(o.over_90, 0) AS over_90, COALESCE(o.open_amount, 0) AS open_amount,
             COALESCE(c.credit, 0) AS credit, COALESCE(o.open_invoices, 0) AS open_invoices, o.oldest_due_date
        FROM open o FULL JOIN credit c ON c.company_id = o.company_id
    ), f AS (
      SELECT r.*, co.debtor_number, dp.company_name
        FROM r
        JOIN companies co ON co.id = r.company_id
        LEFT JOIN dealer_profiles dp ON dp.company_id = r.company_id
       WHERE ${VIEWS[view]}
         AND ($2::text IS NULL OR dp.company_name ILIKE '%' || $2 || '%' OR co.debtor_number::text LIKE $2 || '%')
    )${options.withSums ? `, totals AS (SELECT ${sums.join(', ')} FROM f)` : ''}
    SELECT f.*${options.withSums ? ', totals.*' : ''}
      FROM f${options.withSums ? ' CROSS JOIN totals' : ''}
     ORDER BY f.open_amount DESC, f.company_name, f.company_id
     ${options.paged ? 'LIMIT $3 OFFSET $4' : ''}`;
}
