import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { CREDIT_EXPOSURE, CreditExposure } from '../../common/credit-exposure';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { formatCents, formatEuro, normaliseMoney } from '../../common/money/money';
import { AuditService } from '../audit/audit.service';
import { ReceivablesSettingsService } from '../settings/receivables-settings.service';
import { accountRefusal, availableCents, limitSentence } from './company-credit-rules';
import { CompanyCreditDto, CompanyCreditStandingDto, OwnCreditDto, UpdateCompanyCreditDto } from './dto/company-credit.dto';
import { Company } from './entities/company.entity';

export const companyNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'COMPANY_NOT_FOUND', 'Firma nicht gefunden.');

/** A company's credit columns: what the back office granted it for Kauf auf Rechnung, and its Liefersperre. */
export type CompanyCredit = Pick<
  Company,
  'id' | 'debtorNumber' | 'purchaseOnAccount' | 'paymentTermId' | 'creditLimit' | 'deliveryBlockedAt' | 'deliveryBlockReason'
>;

const CREDIT_COLUMNS: (keyof CompanyCredit)[] = ['id', 'debtorNumber', 'purchaseOnAccount', 'paymentTermId', 'creditLimit', 'deliveryBlockedAt', 'deliveryBlockReason'];

/**
 * Kauf auf Rechnung per company: allowed or not, its payment terms, its credit limit. The credit check of an
 * order (invoices module) locks the company row here, so two checkouts of one company count one after the other.
 */
@Injectable()
export class CompanyCreditService {
  constructor(
    readonly tx: TransactionHost,
    private readonly settings: ReceivablesSettingsService,
    private readonly audit: AuditService,
    @Inject(CREDIT_EXPOSURE) private readonly exposure: CreditExposure,
  ) {}

  async creditOf(companyId: string): Promise<CompanyCredit> {
    const company = await this.tx.manager.findOne(Company, { select: CREDIT_COLUMNS, where: { id: companyId } });
    if (!company) throw companyNotFound();
    return company;
  }

  /**
   * The credit columns, the company row locked to the end of the running transaction. FOR NO KEY UPDATE, not FOR UPDATE:
   * the checkout's order row already holds a KEY SHARE lock on its company (the foreign key), which FOR UPDATE would
   * wait for, so two checkouts of one company would deadlock; NO KEY UPDATE still lets only one of them through at a time.
   */
  async lockCredit(companyId: string): Promise<CompanyCredit> {
    const company = await this.tx.manager.findOne(Company, { select: CREDIT_COLUMNS, where: { id: companyId }, lock: { mode: 'for_no_key_update' } });
    if (!company) throw companyNotFound();
    return company;
  }

  @Transactional()
  async setCredit(admin: AuthUser, companyId: string, input: UpdateCompanyCreditDto): Promise<CompanyCreditStandingDto> {
    const before = await this.lockCredit(companyId);
    const paymentTermId = input.paymentTermId ?? null;
    if (paymentTermId !== null && !(await this.settings.get()).paymentTerms.some((term) => term.id === paymentTermId)) {
      throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PAYMENT_TERM_UNKNOWN', 'Diese Zahlungsbedingung gibt es nicht (mehr). Bitte wählen Sie eine aus der Liste.');
    }
    const changes = { purchaseOnAccount: input.purchaseOnAccount, paymentTermId, creditLimit: normaliseMoney(input.creditLimit)! };
    await this.tx.manager.update(Company, { id: companyId }, changes);
    const after = { ...before, ...changes };
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'company.credit',
      targetType: 'company',
      targetId: companyId,
      message: `Kauf auf Rechnung für Debitor ${before.debtorNumber}: ${after.purchaseOnAccount ? 'erlaubt' : 'nicht erlaubt'}, Kreditlimit ${formatEuro(after.creditLimit)}, Zahlungsbedingung ${after.paymentTermId ?? 'Standard'}`,
      details: {
        before: { purchaseOnAccount: before.purchaseOnAccount, paymentTermId: before.paymentTermId, creditLimit: normaliseMoney(before.creditLimit) },
        after: changes,
      },
    });
    return this.standingOf(after);
  }

  /** The dealers tab's 'Kauf auf Rechnung' dialog: the credit columns with what is open now. */
  async standing(companyId: string): Promise<CompanyCreditStandingDto> {
    return this.standingOf(await this.creditOf(companyId));
  }

  /** Several companies at once for the dealers list (no open amounts: those are read per company). */
  async creditsOf(companyIds: string[]): Promise<Map<string, CompanyCreditDto>> {
    if (companyIds.length === 0) return new Map();
    const companies = await this.tx.manager.createQueryBuilder(Company, 'c').select(CREDIT_COLUMNS.map((column) => `c.${column}`)).where('c.id IN (:...companyIds)', { companyIds }).getMany();
    const terms = (await this.settings.get()).paymentTerms;
    const defaultLabel = await this.termLabel(null);
    const labelOf = (id: string | null) => terms.find((term) => term.id === id)?.label ?? defaultLabel;
    return new Map(companies.map((company) => [company.id, toCreditDto(company, labelOf(company.paymentTermId))]));
  }

  /** GET /api/company/credit: whether the checkout offers Kauf auf Rechnung now, with the German reason when not. */
  async ownCredit(companyId: string): Promise<OwnCreditDto> {
    const standing = await this.standing(companyId);
    const credit = { ...standing, deliveryBlockedAt: standing.deliveryBlockedAt ? new Date(standing.deliveryBlockedAt) : null };
    const refusal = accountRefusal(credit, 'checkout');
    const exhausted = !refusal && availableCents(standing.creditLimit, standing.openAmount) === 0;
    return {
      purchaseOnAccount: standing.purchaseOnAccount,
      offered: !refusal && !exhausted,
      reason: refusal
        ? (refusal.getResponse() as { message: string }).message
        : exhausted
          ? `Ihr Kreditlimit für Kauf auf Rechnung ist ausgeschöpft (${limitSentence(standing.creditLimit, standing.openAmount)}). Bitte wählen Sie eine andere Zahlungsart.`
          : null,
      paymentTerm: standing.purchaseOnAccount ? standing.paymentTermLabel : null,
      creditLimit: standing.creditLimit,
      openAmount: standing.openAmount,
      available: standing.available,
      deliveryBlocked: standing.deliveryBlockedAt !== null,
    };
  }

  private async standingOf(credit: CompanyCredit): Promise<CompanyCreditStandingDto> {
    const openAmount = await this.exposure.openAmountOf(credit.id);
    return {
      ...toCreditDto(credit, await this.termLabel(credit.paymentTermId)),
      openAmount,
      available: formatCents(availableCents(credit.creditLimit, openAmount)),
    };
  }

  /** The term that applies: the company's own, or the default of the settings (also for a term removed since). */
  private async termLabel(paymentTermId: string | null): Promise<string | null> {
    const term = (await this.settings.paymentTerm(paymentTermId)) ?? (await this.settings.paymentTerm(null));
    return term?.label ?? null;
  }
}

function toCreditDto(credit: CompanyCredit, paymentTermLabel: string | null): CompanyCreditDto {
  return {
    companyId: credit.id,
    debtorNumber: credit.debtorNumber,
    purchaseOnAccount: credit.purchaseOnAccount,
    paymentTermId: credit.paymentTermId,
    paymentTermLabel,
    creditLimit: normaliseMoney(credit.creditLimit)!,
    deliveryBlockedAt: credit.deliveryBlockedAt ? credit.deliveryBlockedAt.toISOString() : null,
    deliveryBlockReason: credit.deliveryBlockReason,
  };
}
