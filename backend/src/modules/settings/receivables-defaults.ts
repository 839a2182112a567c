import { Company } from '../../common/config/company';
import { ReceivablesSettings } from './receivables-settings';

/** What a new installation starts with; the bank account comes from the COMPANY_* variables. */
export const defaultReceivablesSettings = (seller: Company): ReceivablesSettings => ({
  paymentTerms: [
    { id: 'net14', label: '14 Tage netto', days: 14 },
    { id: 'net30', label: '30 Tage netto', days: 30 },
    { id: 'net30-skonto2', label: '30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen', days: 30, skontoPercent: 2, skontoDays: 10 },
  ],
  defaultPaymentTermId: 'net30',
  dunningLevels: [
    { level: 1, label: 'Zahlungserinnerung', daysOverdue: 7, chargesInterest: false, chargesFlatFee: false },
    { level: 2, label: '1. Mahnung', daysOverdue: 21, chargesInterest: true, chargesFlatFee: true },
    { level: 3, label: '2. Mahnung', daysOverdue: 35, chargesInterest: true, chargesFlatFee: false },
  ],
  flatFeeAmount: '40.00',
  interestPointsAboveBase: 9,
  // Basiszinssatz as published by the Deutsche Bundesbank; the back office adds each new one.
  baseRates: [
    { validFrom: '2025-01-01', ratePercent: 2.27 },
    { validFrom: '2025-07-01', ratePercent: 1.27 },
  ],
  bank: { accountHolder: seller.name, bankName: seller.bankName, iban: seller.iban.replace(/\s+/g, ''), bic: seller.bic.replace(/\s+/g, '') },
  datev: {
    consultantNumber: 1001,
    clientNumber: 1,
    fiscalYearStartMonth: 1,
    accountLength: 4,
    revenueAccount: '8400',
    bankAccount: '1200',
    skontoAccount: '8736',
  },
});
