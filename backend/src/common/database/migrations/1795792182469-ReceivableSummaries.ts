import { MigrationInterface, QueryRunner } from 'typeorm';

/** An invoice's open money in cents, and the ageing buckets by days past due as of `day` (no due date: not due). */
const BUCKET_COLUMNS = ['not_due_cents', 'days_1_30_cents', 'days_31_60_cents', 'days_61_90_cents', 'over_90_cents'];
const BUCKET_FILTERS = ['o.due_date IS NULL OR o.days_late <= 0', 'o.days_late BETWEEN 1 AND 30', 'o.days_late BETWEEN 31 AND 60', 'o.days_late BETWEEN 61 AND 90', 'o.days_late > 90'];
const SUMMARY_COLUMNS = [...BUCKET_COLUMNS, 'open_cents', 'credit_cents', 'open_invoices'];

/**
 * receivables_of(day, ids): the receivables of these companies as of a day, computed from the open invoices
 * (ix_invoices_open) and the credit rows. The one place the ageing rule lives; the list reads it through the
 * summary table, or directly for a day the table is not kept for.
 */
const RECEIVABLES_OF = `
CREATE FUNCTION receivables_of(day date, ids uuid[])
RETURNS TABLE (company_id uuid, ${BUCKET_COLUMNS.map((c) => `${c} bigint`).join(', ')}, open_cents bigint, credit_cents bigint, open_invoices int, oldest_due_date date)
LANGUAGE sql STABLE AS $$
  WITH open AS (
    SELECT i.company_id, i.due_date, (day - i.due_date) AS days_late, round((i.total_amount - i.paid_amount - i.skonto_amount) * 100)::bigint AS cents
      FROM invoices i
     WHERE i.kind = 'invoice' AND i.cancelled_at IS NULL AND i.settled_at IS NULL AND i.company_id IN (SELECT unnest(ids))
  ), by_company AS (
    SELECT o.company_id,
           ${BUCKET_COLUMNS.map((c, k) => `COALESCE(sum(o.cents) FILTER (WHERE ${BUCKET_FILTERS[k]}), 0)::bigint AS ${c}`).join(',\n           ')},
           sum(o.cents)::bigint AS open_cents, count(*)::int AS open_invoices, min(o.due_date) AS oldest_due_date
      FROM open o
     GROUP BY o.company_id
  ), credit AS (
    SELECT p.company_id, round(sum(p.amount) * 100)::bigint AS credit_cents
      FROM incoming_payments p
     WHERE p.invoice_id IS NULL AND p.reversed_at IS NULL AND p.company_id IN (SELECT unnest(ids))
     GROUP BY p.company_id
  )
  SELECT COALESCE(b.company_id, c.company_id), ${BUCKET_COLUMNS.map((c) => `COALESCE(b.${c}, 0)`).join(', ')},
         COALESCE(b.open_cents, 0), COALESCE(c.credit_cents, 0), COALESCE(b.open_invoices, 0), b.oldest_due_date
    FROM by_company b FULL JOIN credit c ON c.company_id = b.company_id
$$`;

/**
 * receivables_refresh(ids, day): rewrites the summary rows of these companies. The rows are locked (in id order)
 * before the sums are read, and PL/pgSQL reads each statement with a fresh snapshot: a transaction that waited for
 * another's lock on the same company counts that one's committed payment too.
 */
const RECEIVABLES_REFRESH = `
CREATE FUNCTION receivables_refresh(ids uuid[], day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO receivable_summaries (company_id, as_of)
  SELECT co.id, day FROM companies co WHERE co.id IN (SELECT unnest(ids)) ORDER BY co.id
  ON CONFLICT (company_id) DO NOTHING;
  PERFORM 1 FROM receivable_summaries s WHERE s.company_id IN (SELECT unnest(ids)) ORDER BY s.company_id FOR UPDATE;
  UPDATE receivable_summaries s
     SET as_of = day, ${SUMMARY_COLUMNS.map((c) => `${c} = COALESCE(r.${c}, 0)`).join(', ')}, oldest_due_date = r.oldest_due_date
    FROM (SELECT u.id AS touched_id, f.* FROM unnest(ids) AS u(id) LEFT JOIN receivables_of(day, ids) f ON f.company_id = u.id) r
   WHERE s.company_id = r.touched_id;
END $$`;

/** The companies whose open money a statement on invoices changed; the summary is refreshed for them as of today in Berlin. */
const TOUCH_INVOICES = `
CREATE FUNCTION receivables_touch_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.company_id) INTO ids FROM new_rows n WHERE n.kind = 'invoice';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.company_id) INTO ids FROM old_rows o WHERE o.kind = 'invoice';
  ELSE
    SELECT array_agg(DISTINCT x.company_id) INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.company_id), (o.company_id)) AS x(company_id)
     WHERE (n.kind = 'invoice' OR o.kind = 'invoice')
       AND (n.company_id, n.kind, n.total_amount, n.paid_amount, n.skonto_amount, n.due_date, n.cancelled_at, n.settled_at)
           IS DISTINCT FROM (o.company_id, o.kind, o.total_amount, o.paid_amount, o.skonto_amount, o.due_date, o.cancelled_at, o.settled_at);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM receivables_refresh(ids, (statement_timestamp() AT TIME ZONE 'Europe/Berlin')::date);
  END IF;
  RETURN NULL;
END $$`;

/** Credit rows (payments without an invoice) are the other half of a company's balance. */
const TOUCH_PAYMENTS = `
CREATE FUNCTION receivables_touch_payments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.company_id) INTO ids FROM new_rows n WHERE n.invoice_id IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.company_id) INTO ids FROM old_rows o WHERE o.invoice_id IS NULL;
  ELSE
    SELECT array_agg(DISTINCT x.company_id) INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.company_id), (o.company_id)) AS x(company_id)
     WHERE (n.invoice_id IS NULL OR o.invoice_id IS NULL)
       AND (n.company_id, n.invoice_id, n.amount, n.reversed_at) IS DISTINCT FROM (o.company_id, o.invoice_id, o.amount, o.reversed_at);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM receivables_refresh(ids, (statement_timestamp() AT TIME ZONE 'Europe/Berlin')::date);
  END IF;
  RETURN NULL;
END $$`;

const triggers = (table: string, fn: string) => [
  `CREATE TRIGGER ${table}_receivables_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_receivables_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_receivables_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

export class ReceivableSummaries1795792182469 implements MigrationInterface {
  name = 'ReceivableSummaries1795792182469';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"receivable_summaries\" (\"company_id\" uuid NOT NULL, \"as_of\" date NOT NULL, \"not_due_cents\" bigint NOT NULL DEFAULT '0', \"days_1_30_cents\" bigint NOT NULL DEFAULT '0', \"days_31_60_cents\" bigint NOT NULL DEFAULT '0', \"days_61_90_cents\" bigint NOT NULL DEFAULT '0', \"over_90_cents\" bigint NOT NULL DEFAULT '0', \"open_cents\" bigint NOT NULL DEFAULT '0', \"credit_cents\" bigint NOT NULL DEFAULT '0', \"open_invoices\" integer NOT NULL DEFAULT '0', \"oldest_due_date\" date, CONSTRAINT \"PK_5a54c2f000df7a0cc2f384e466e\" PRIMARY KEY (\"company_id\"))");
    await queryRunner.query("CREATE INDEX \"ix_receivable_summaries_as_of\" ON \"receivable_summaries\" (\"as_of\") ");
    await queryRunner.query("CREATE INDEX \"ix_receivable_summaries_open\" ON \"receivable_summaries\" (\"open_cents\", \"company_id\") ");
    await queryRunner.query("ALTER TABLE \"receivable_summaries\" ADD CONSTRAINT \"FK_5a54c2f000df7a0cc2f384e466e\" FOREIGN KEY (\"company_id\") REFERENCES \"companies\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    for (const statement of [RECEIVABLES_OF, RECEIVABLES_REFRESH, TOUCH_INVOICES, TOUCH_PAYMENTS, ...triggers('invoices', 'receivables_touch_invoices'), ...triggers('incoming_payments', 'receivables_touch_payments')]) {
      await queryRunner.query(statement);
    }
    await queryRunner.query(
      `SELECT receivables_refresh(ARRAY(SELECT company_id FROM invoices WHERE kind = 'invoice' UNION SELECT company_id FROM incoming_payments), (now() AT TIME ZONE 'Europe/Berlin')::date)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['invoices', 'incoming_payments']) {
      for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER ${table}_receivables_${event} ON ${table}`);
    }
    for (const fn of ['receivables_touch_payments()', 'receivables_touch_invoices()', 'receivables_refresh(uuid[], date)', 'receivables_of(date, uuid[])']) {
      await queryRunner.query(`DROP FUNCTION ${fn}`);
    }
    await queryRunner.query("ALTER TABLE \"receivable_summaries\" DROP CONSTRAINT \"FK_5a54c2f000df7a0cc2f384e466e\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_receivable_summaries_open\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_receivable_summaries_as_of\"");
    await queryRunner.query("DROP TABLE \"receivable_summaries\"");
  }
}
