/** One of the payment terms the back office offers companies on account ('30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen'). */
export interface PaymentTermSetting {
  id: string;
  label: string;
  days: number;
  skontoPercent?: number;
  skontoDays?: number;
}

/**
 * A dunning level is a row of data: its letter title, how many days after the due date it is written, and
 * whether it charges default interest (§ 288 (2) BGB) and the flat fee (§ 288 (5) BGB, once per invoice).
 */
export interface DunningLevelSetting {
  level: number;
  label: string;
  daysOverdue: number;
  chargesInterest: boolean;
  chargesFlatFee: boolean;
}

/** The Basiszinssatz (Bundesbank) from a day on; default interest is a fixed number of points above it. */
export interface BaseRateSetting {
  validFrom: string;
  ratePercent: number;
}

export interface BankAccountSetting {
  accountHolder: string;
  bankName: string;
  iban: string;
  bic: string;
}

/** What DATEV's Buchungsstapel header and lines need (SKR03 accounts by default). */
export interface DatevSetting {
  consultantNumber: number;
  clientNumber: number;
  /** Month (1–12) the fiscal year starts in. */
  fiscalYearStartMonth: number;
  /** Length of the general ledger accounts (Sachkontenlänge), 4 in SKR03. */
  accountLength: number;
  /** Erlöskonto 19 % USt, e.g. 8400. */
  revenueAccount: string;
  /** Bank account the payments arrive on, e.g. 1200. */
  bankAccount: string;
  /** Gewährte Skonti 19 % USt, e.g. 8736. */
  skontoAccount: string;
}

export interface ReceivablesSettings {
  paymentTerms: PaymentTermSetting[];
  /** The terms a company gets when it is allowed to buy on account without terms of its own. */
  defaultPaymentTermId: string;
  dunningLevels: DunningLevelSetting[];
  /** § 288 (5) BGB: 40 EUR. */
  flatFeeAmount: string;
  /** § 288 (2) BGB: 9 percentage points above the base rate between businesses. */
  interestPointsAboveBase: number;
  baseRates: BaseRateSetting[];
  bank: BankAccountSetting;
  datev: DatevSetting;
}
