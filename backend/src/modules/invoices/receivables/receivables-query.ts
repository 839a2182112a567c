export const RECEIVABLES_VIEWS = ['all', 'overdue', 'over90', 'credit'] as const;
export type ReceivablesView = (typeof RECEIVABLES_VIEWS)[number];

/** Where the rows come from: the summary table the database keeps, or computed now (a day the table is not at). */
export type ReceivablesSource = 'summary' | 'live';

const AGEING_COLUMNS = ['not_due_cents', 'days_1_30_cents', 'days_31_60_cents', 'days_61_90_cents', 'over_90_cents'] as const;
export const MONEY_COLUMNS = [...AGEING_COLUMNS, 'open_cents', 'credit_cents'] as const;
export type MoneyColumn = (typeof MONEY_COLUMNS)[number];

const VIEWS: Record<ReceivablesView, string> = {
  all: 'TRUE',
  overdue: `r.days_1_30_cents + r.days_31_60_cents + r.days_61_90_cents + r.over_90_cents > 0`,
  over90: `r.over_90_cents > 0`,
  credit: `r.credit_cents > 0`,
};

/** A company is listed while it owes something or holds credit. `$2` the search text, matched once in `searched`. */
const filterOf = (view: ReceivablesView) =>
  `(r.open_invoices > 0 OR r.credit_cents <> 0) AND ${VIEWS[view]} AND ($2::text IS NULL OR r.company_id IN (SELECT id FROM searched))`;

/** The companies whose name contains the search text or whose debtor number starts with it. */
const SEARCHED = `searched AS (
      SELECT sc.id FROM companies sc LEFT JOIN dealer_profiles sp ON sp.company_id = sc.id
       WHERE $2::text IS NOT NULL AND (sp.company_name ILIKE '%' || $2 || '%' OR sc.debtor_number::text LIKE $2 || '%')
    )`;

export type ReceivableRow = Record<MoneyColumn, string> & {
  company_id: string;
  company_name: string | null;
  debtor_number: number;
  open_invoices: number;
  oldest_due_date: string | null;
};

export type ReceivablesPageRow = Partial<ReceivableRow> & Record<`sum_${MoneyColumn}`, string | null> & { total: number; stale: boolean };

/** `$1` today: the summary rows of another day are stale; live rows are computed for it (every company). */
const sourceOf = (source: ReceivablesSource) =>
  source === 'summary'
    ? { with: '', from: 'receivable_summaries r' }
    : { with: 'live_r AS MATERIALIZED (SELECT * FROM receivables_of($1::date, ARRAY(SELECT id FROM companies))),', from: 'live_r r' };

/** True when a summary row is of another day than `$1`. */
const staleOf = (source: ReceivablesSource) => (source === 'summary' ? ANY_ROW_STALE : 'false');

/** Two ends of ix_receivable_summaries_as_of, whatever the statistics say (an empty table is not stale). */
const ANY_ROW_STALE = `COALESCE((SELECT min(as_of) FROM receivable_summaries) <> $1::date OR (SELECT max(as_of) FROM receivable_summaries) <> $1::date, false)`;

const ROW_COLUMNS = `r.company_id, dp.company_name, co.debtor_number, ${MONEY_COLUMNS.map((c) => `r.${c}`).join(', ')}, r.open_invoices, r.oldest_due_date::text AS oldest_due_date`;
const NAMES = `JOIN companies co ON co.id = r.company_id LEFT JOIN dealer_profiles dp ON dp.company_id = r.company_id`;
const ORDER = `r.open_cents DESC, dp.company_name, r.company_id`;

/**
 * One page of the list, its sum line over every filtered company and whether the summary is of another day than
 * `$1`, in one statement. `$3` limit, `$4` offset. The page is cut by the open amount first (an index walk), and only
 * rows at or above the page's last amount are joined to their names for the tie order by name.
 */
export function receivablesPageSql(view: ReceivablesView, source: ReceivablesSource): string {
  const { with: live, from } = sourceOf(source);
  const filter = filterOf(view);
  return `
    WITH ${live} ${SEARCHED},
    cut AS (
      SELECT min(t.open_cents) AS open_cents FROM (SELECT r.open_cents FROM ${from} WHERE ${filter} ORDER BY r.open_cents DESC LIMIT $3::int + $4::int) t
    ), page AS (
      SELECT ${ROW_COLUMNS}
        FROM ${from} ${NAMES}
       WHERE ${filter} AND r.open_cents >= (SELECT open_cents FROM cut)
       ORDER BY ${ORDER}
       LIMIT $3 OFFSET $4
    ), totals AS (
      SELECT ${MONEY_COLUMNS.map((c) => `sum(r.${c})::text AS sum_${c}`).join(', ')}, count(*)::int AS total, ${staleOf(source)} AS stale
        FROM ${from}
       WHERE ${filter}
    )
    SELECT page.*, totals.* FROM totals LEFT JOIN page ON true ORDER BY page.open_cents DESC, page.company_name, page.company_id`;
}

/** Every row of the filter in list order, for the exports, each with the stale flag. `$1` today, `$2` search. */
export function receivablesRowsSql(view: ReceivablesView, source: ReceivablesSource): string {
  const { with: live, from } = sourceOf(source);
  return `WITH ${live} ${SEARCHED}
    SELECT ${ROW_COLUMNS}, ${staleOf(source)} AS stale FROM ${from} ${NAMES} WHERE ${filterOf(view)} ORDER BY ${ORDER}`;
}

/** One company's ageing as of `$1`, computed now. `$2` the company. */
export const COMPANY_AGEING_SQL = `SELECT * FROM receivables_of($1::date, ARRAY[$2::uuid])`;

/** Refreshes the summary rows of another day than `$1`; rows another transaction is refreshing right now are skipped. */
export const REFRESH_STALE_SQL = `SELECT receivables_refresh(
  ARRAY(SELECT s.company_id FROM receivable_summaries s WHERE s.as_of < $1::date OR s.as_of > $1::date ORDER BY s.company_id FOR UPDATE SKIP LOCKED),
  $1::date)`;

export const ANY_STALE_SQL = `SELECT ${ANY_ROW_STALE} AS stale`;
