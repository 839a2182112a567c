import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { companyOf } from '../../common/config/company';
import { Environment } from '../../common/config/environment';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { formatEuro, parseCents } from '../../common/money/money';
import { AuditService } from '../audit/audit.service';
import { ReceivablesSettingsDto } from './dto/receivables-settings.dto';
import { ReceivablesSettingsRow } from './entities/receivables-settings.entity';
import { defaultReceivablesSettings } from './receivables-defaults';
import { BaseRateSetting, PaymentTermSetting, ReceivablesSettings } from './receivables-settings';

const invalid = (message: string) => new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'SETTINGS_INVALID', message);

/**
 * Terms, dunning, base rate, bank account and DATEV numbers: one document, read where needed (small, one row),
 * replaced as a whole by the back office and audited with what changed.
 */
@Injectable()
export class ReceivablesSettingsService {
  constructor(
    readonly tx: TransactionHost,
    private readonly audit: AuditService,
    private readonly env: Environment,
  ) {}

  async get(): Promise<ReceivablesSettings> {
    const row = await this.tx.manager.findOne(ReceivablesSettingsRow, { where: { id: 1 } });
    return row?.settings ?? defaultReceivablesSettings(companyOf(this.env));
  }

  /** A payment term by id; null when it is unknown (removed from the list since). */
  async paymentTerm(id: string | null): Promise<PaymentTermSetting | null> {
    const settings = await this.get();
    return settings.paymentTerms.find((term) => term.id === (id ?? settings.defaultPaymentTermId)) ?? null;
  }

  @Transactional()
  async update(admin: AuthUser, input: ReceivablesSettingsDto): Promise<ReceivablesSettings> {
    const settings = consistent(input);
    const before = await this.get();
    await this.tx.manager.query(
      `INSERT INTO receivables_settings (id, settings, updated_at) VALUES (1, $1, now())
       ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
      [JSON.stringify(settings)],
    );
    const changed = (Object.keys(settings) as (keyof ReceivablesSettings)[]).filter((key) => JSON.stringify(settings[key]) !== JSON.stringify(before[key]));
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'settings.receivables',
      targetType: 'settings',
      targetId: 'receivables',
      message: changed.length ? `Einstellungen Forderungen geändert: ${changed.join(', ')}` : 'Einstellungen Forderungen gespeichert (unverändert)',
      details: { changed, before: pick(before, changed), after: pick(settings, changed) },
    });
    return settings;
  }
}

const pick = (settings: ReceivablesSettings, keys: (keyof ReceivablesSettings)[]) => Object.fromEntries(keys.map((key) => [key, settings[key]]));

/**
 * The flat fee (§ 288 Abs. 5 BGB) is 40 €; a higher one the back office may agree by contract, but beyond 1.000 € it is a
 * typing error that would go out in every 1. and 2. Mahnung.
 */
export const MAX_FLAT_FEE_CENTS = 100_000;

/** What the DTO cannot see field by field: ids unique, the default exists, Skonto complete and shorter than the term, levels ascending, real dates, a flat fee up to 1.000 €, accounts within the Sachkontenlänge. */
function consistent(input: ReceivablesSettingsDto): ReceivablesSettings {
  const ids = input.paymentTerms.map((term) => term.id);
  if (new Set(ids).size !== ids.length) throw invalid('Jede Zahlungsbedingung braucht eine eigene Kennung.');
  if (!ids.includes(input.defaultPaymentTermId)) throw invalid('Die Standard-Zahlungsbedingung muss in der Liste stehen.');
  const paymentTerms = input.paymentTerms.map((term): PaymentTermSetting => {
    const hasSkonto = term.skontoPercent !== undefined && term.skontoPercent !== null;
    const hasDays = term.skontoDays !== undefined && term.skontoDays !== null;
    if (hasSkonto !== hasDays) throw invalid(`„${term.label}“: Skonto braucht Prozentsatz und Frist.`);
    if (hasDays && term.skontoDays! >= term.days) throw invalid(`„${term.label}“: Die Skontofrist muss kürzer sein als das Zahlungsziel.`);
    const { id, label, days } = term;
    return hasSkonto ? { id, label, days, skontoPercent: term.skontoPercent, skontoDays: term.skontoDays } : { id, label, days };
  });
  const levels = [...input.dunningLevels].sort((a, b) => a.level - b.level);
  levels.forEach((level, index) => {
    if (level.level !== index + 1) throw invalid('Die Mahnstufen sind lückenlos von 1 an nummeriert.');
    if (index > 0 && level.daysOverdue <= levels[index - 1].daysOverdue) throw invalid('Jede Mahnstufe kommt mehr Tage nach Fälligkeit als die vorige.');
  });
  const baseRates: BaseRateSetting[] = [...input.baseRates].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  for (const rate of baseRates) {
    if (!isCalendarDay(rate.validFrom)) throw invalid(`Das Datum ${rate.validFrom} gibt es nicht.`);
  }
  if (new Set(baseRates.map((rate) => rate.validFrom)).size !== baseRates.length) throw invalid('Je Gültig-ab-Datum gibt es nur einen Basiszinssatz.');
  if (parseCents(input.flatFeeAmount) > MAX_FLAT_FEE_CENTS) {
    throw invalid(`Die Verzugspauschale beträgt höchstens ${formatEuro(MAX_FLAT_FEE_CENTS)} (gesetzlich sind es ${formatEuro(4000)}).`);
  }
  const { accountLength, revenueAccount, bankAccount, skontoAccount } = input.datev;
  if ([revenueAccount, bankAccount, skontoAccount].some((account) => account.length > accountLength)) {
    throw invalid(`Erlös-, Bank- und Skontokonto haben höchstens so viele Stellen wie die Sachkontenlänge (${accountLength}).`);
  }
  return {
    paymentTerms,
    defaultPaymentTermId: input.defaultPaymentTermId,
    dunningLevels: levels.map(({ level, label, daysOverdue, chargesInterest, chargesFlatFee }) => ({ level, label, daysOverdue, chargesInterest, chargesFlatFee })),
    flatFeeAmount: input.flatFeeAmount,
    interestPointsAboveBase: input.interestPointsAboveBase,
    baseRates: baseRates.map(({ validFrom, ratePercent }) => ({ validFrom, ratePercent })),
    bank: { ...input.bank },
    datev: { ...input.datev },
  };
}

/** Date.parse rolls '2026-02-30' over into March; a real day reads back the same. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
