import { describe, expect, it } from 'vitest';
import type { ReceivablesSettings } from '../api/queries';
import { newTermId, toFormValues, toSettings } from './settings-form-values';

const settings: ReceivablesSettings = {
  paymentTerms: [
    { id: 'net30', label: '30 Tage netto', days: 30 },
    { id: 'net30-skonto2', label: '30 Tage, 2 % Skonto', days: 30, skontoPercent: 2, skontoDays: 10 },
  ],
  defaultPaymentTermId: 'net30',
  dunningLevels: [{ level: 1, label: 'Zahlungserinnerung', daysOverdue: 7, chargesInterest: false, chargesFlatFee: false }],
  flatFeeAmount: '40.00',
  interestPointsAboveBase: 9,
  baseRates: [{ validFrom: '2025-07-01', ratePercent: 1.27 }],
  bank: { accountHolder: 'Radwerk GmbH', bankName: 'Sparkasse', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  datev: { consultantNumber: 1001, clientNumber: 1, fiscalYearStartMonth: 1, accountLength: 4, revenueAccount: '8400', bankAccount: '1200', skontoAccount: '8736' },
};

describe('receivables settings form values', () => {
  it('round-trips the document unchanged', () => {
    expect(toSettings(toFormValues(settings))).toEqual(settings);
  });

  it('leaves out a cleared Skonto and writes money with two places', () => {
    const values = toFormValues(settings);
    values.paymentTerms[1] = { ...values.paymentTerms[1], skontoPercent: null, skontoDays: null };
    values.flatFeeAmount = 42.5;
    const result = toSettings(values);
    expect(result.paymentTerms[1]).toEqual({ id: 'net30-skonto2', label: '30 Tage, 2 % Skonto', days: 30 });
    expect(result.flatFeeAmount).toBe('42.50');
  });

  it('finds a free id for a new payment term', () => {
    expect(newTermId([{ id: 'net30' }, { id: 'bedingung-3' }])).toBe('bedingung-4');
  });
});
