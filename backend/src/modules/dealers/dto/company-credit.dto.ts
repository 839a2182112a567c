import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { TextField } from '../../../common/http/text-field';
import { MoneyField } from '../../../common/money/money-field';

const TERM_ID_MESSAGE = 'Bitte wählen Sie eine Zahlungsbedingung aus der Liste.';

/** PUT /api/admin/companies/{id}/credit: Kauf auf Rechnung, its terms and the credit limit of one company. */
export class UpdateCompanyCreditDto {
  @ApiProperty({ description: 'Kauf auf Rechnung erlaubt' })
  @IsBoolean({ message: 'Kauf auf Rechnung: bitte ja oder nein angeben.' })
  purchaseOnAccount: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'net30-skonto2', description: 'Kennung aus den Zahlungsbedingungen; null = Standard' })
  @IsOptional()
  @TextField({ label: 'Die Zahlungsbedingung', max: 40, message: TERM_ID_MESSAGE })
  @Matches(/^[a-z0-9-]{1,40}$/, { message: TERM_ID_MESSAGE })
  paymentTermId?: string | null;

  @MoneyField({ required: true, label: 'Das Kreditlimit', description: 'Kreditlimit in EUR (brutto), z. B. "5000.00"' })
  creditLimit: string;
}

/** A company's standing on account, as the back office sees it (dealers tab, 'Kauf auf Rechnung'). */
export class CompanyCreditDto {
  @ApiProperty({ format: 'uuid' })
  companyId: string;

  @ApiProperty({ example: 10000, description: 'Debitorennummer' })
  debtorNumber: number;

  @ApiProperty()
  purchaseOnAccount: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Eigene Zahlungsbedingung; null = Standard der Einstellungen' })
  paymentTermId: string | null;

  @ApiProperty({ type: String, nullable: true, example: '30 Tage netto', description: 'Die geltende Zahlungsbedingung' })
  paymentTermLabel: string | null;

  @ApiProperty({ example: '5000.00' })
  creditLimit: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Liefersperre seit' })
  deliveryBlockedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  deliveryBlockReason: string | null;
}

/** With what the company owes now: open items plus orders on account not yet invoiced, less credit. */
export class CompanyCreditStandingDto extends CompanyCreditDto {
  @ApiProperty({ example: '1234.56', description: 'Offene Posten und noch nicht berechnete Bestellungen auf Rechnung, abzüglich Guthaben' })
  openAmount: string;

  @ApiProperty({ example: '3765.44', description: 'Noch verfügbar (Kreditlimit − offen), nicht unter 0' })
  available: string;
}

/** GET /api/company/credit: whether the checkout offers 'Kauf auf Rechnung', and why not. */
export class OwnCreditDto {
  @ApiProperty({ description: 'Kauf auf Rechnung ist für die Firma freigeschaltet' })
  purchaseOnAccount: boolean;

  @ApiProperty({ description: 'Die Kasse bietet Kauf auf Rechnung jetzt an (freigeschaltet, keine Liefersperre, Limit nicht ausgeschöpft)' })
  offered: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Warum nicht (deutsch), sonst null' })
  reason: string | null;

  @ApiProperty({ type: String, nullable: true, example: '30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen' })
  paymentTerm: string | null;

  @ApiProperty({ example: '5000.00' })
  creditLimit: string;

  @ApiProperty({ example: '1234.56' })
  openAmount: string;

  @ApiProperty({ example: '3765.44' })
  available: string;

  @ApiProperty()
  deliveryBlocked: boolean;
}
