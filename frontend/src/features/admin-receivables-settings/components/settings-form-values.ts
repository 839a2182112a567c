import dayjs, { type Dayjs } from 'dayjs';
import type { ReceivablesSettings } from '../api/queries';

/** What the form edits: the settings with dates as Dayjs, money as a number and Skonto optional per row. */
export interface PaymentTermRow {
  id: string;
  label: string;
  days: number;
  skontoPercent: number | null;
  skontoDays: number | null;
  /** Saved terms keep their id: companies refer to it. */
  saved: boolean;
}

export type SettingsFormValues = Omit<ReceivablesSettings, 'paymentTerms' | 'baseRates' | 'flatFeeAmount'> & {
  paymentTerms: PaymentTermRow[];
  baseRates: { validFrom: Dayjs | null; ratePercent: number }[];
  flatFeeAmount: number;
};

export function toFormValues(settings: ReceivablesSettings): SettingsFormValues {
  return {
    ...settings,
    paymentTerms: settings.paymentTerms.map((term) => ({
      id: term.id,
      label: term.label,
      days: term.days,
      skontoPercent: term.skontoPercent ?? null,
      skontoDays: term.skontoDays ?? null,
      saved: true,
    })),
    baseRates: settings.baseRates.map((rate) => ({ validFrom: dayjs(rate.validFrom), ratePercent: rate.ratePercent })),
    flatFeeAmount: Number(settings.flatFeeAmount),
  };
}

/** Back to the API's document: empty Skonto fields leave the keys out, days as YYYY-MM-DD, money with two places. */
export function toSettings(values: SettingsFormValues): ReceivablesSettings {
  return {
    ...values,
    paymentTerms: values.paymentTerms.map(({ id, label, days, skontoPercent, skontoDays }) => ({
      id,
      label,
      days,
      ...(skontoPercent === null || skontoPercent === undefined ? {} : { skontoPercent }),
      ...(skontoDays === null || skontoDays === undefined ? {} : { skontoDays }),
    })),
    baseRates: values.baseRates.map((rate) => ({ validFrom: rate.validFrom?.format('YYYY-MM-DD') ?? '', ratePercent: rate.ratePercent })),
    flatFeeAmount: (values.flatFeeAmount ?? 0).toFixed(2),
  };
}

/** A free id for a new term ('bedingung-4'), lower case as the server wants it. */
export function newTermId(rows: Pick<PaymentTermRow, 'id'>[]): string {
  const taken = new Set(rows.map((row) => row.id));
  let n = rows.length + 1;
  while (taken.has(`bedingung-${n}`)) n += 1;
  return `bedingung-${n}`;
}
