import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every bank statement proposal keeps the open amount it reckons with (`openAmount` in each allocation); booking books
 * the line only while the invoice still has that amount open. Proposals stored before had none, and the booking's
 * fallback (amount + Skonto) is right only for an automatic match: a line assigned by hand as a partial payment or an
 * overpayment was refused although its invoice had not changed.
 *
 * What they reckoned with is known from their note, which the assignment wrote from the same figures: "von Hand
 * zugeordnet, Teilzahlung (offen bleiben X €)" was X more than amount + Skonto, "von Hand zugeordnet, X € werden
 * Guthaben …" X less; every other proposal (an automatic match, an exact assignment) reckoned with amount + Skonto. So a
 * proposal whose invoice is unchanged books as before, and one whose invoice changed since is still refused (filling in
 * the invoices' open amounts of today would have let those book as they stand). Booked lines get it too: the statement
 * shows it on every line.
 */
export class ProposalOpenAmounts1795800000004 implements MigrationInterface {
  name = 'ProposalOpenAmounts1795800000004';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `WITH reckoned AS (
         SELECT id, coalesce(
                  replace(replace(substring(note FROM 'von Hand zugeordnet, Teilzahlung \\(offen bleiben ([0-9.]+,[0-9]{2})'), '.', ''), ',', '.')::numeric,
                  -replace(replace(substring(note FROM 'von Hand zugeordnet, ([0-9.]+,[0-9]{2})'), '.', ''), ',', '.')::numeric,
                  0) AS rest
           FROM "bank_statement_lines"
          WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(allocations) a WHERE NOT a ? 'openAmount'))
       UPDATE "bank_statement_lines" l
          SET allocations = (
                SELECT jsonb_agg(
                         CASE WHEN a ? 'openAmount' THEN a
                              ELSE a || jsonb_build_object('openAmount', ((a->>'amount')::numeric + (a->>'skontoAmount')::numeric + r.rest)::numeric(12, 2)::text)
                         END ORDER BY n)
                  FROM jsonb_array_elements(l.allocations) WITH ORDINALITY AS e(a, n))
         FROM reckoned r
        WHERE l.id = r.id`,
    );
  }

  /** Nothing to undo: the code before reads no openAmount, and the one after needs it. */
  public async down(): Promise<void> {}
}
