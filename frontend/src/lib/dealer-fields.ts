import type { Rule } from 'antd/es/form';
import { isValidGermanVatId, normaliseVatId, VAT_ID_MESSAGE } from './vat-id';

/** The browser's copy of the server's rules for a dealer's business data (the server checks again). */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_MESSAGE = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{4,29}$/;

const blankIs = (message: string): Rule => ({ required: true, whitespace: true, message });

export const dealerRules = {
  email: [
    { required: true, message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    { type: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  ] as Rule[],
  password: [{ required: true, message: PASSWORD_MESSAGE }, { min: MIN_PASSWORD_LENGTH, message: PASSWORD_MESSAGE }] as Rule[],
  companyName: [blankIs('Bitte geben Sie den Firmennamen ein.'), { max: 200, message: 'Der Firmenname darf höchstens 200 Zeichen lang sein.' }],
  contactPerson: [blankIs('Bitte geben Sie einen Ansprechpartner ein.'), { max: 200, message: 'Höchstens 200 Zeichen.' }],
  phoneRequired: [
    blankIs('Bitte geben Sie eine Telefonnummer ein.'),
    { pattern: PHONE_PATTERN, message: 'Bitte geben Sie eine gültige Telefonnummer ein.' },
  ] as Rule[],
  phoneOptional: [{ pattern: PHONE_PATTERN, message: 'Bitte geben Sie eine gültige Telefonnummer ein.' }] as Rule[],
  ustId: [
    { required: true, message: VAT_ID_MESSAGE },
    {
      validator: async (_rule: unknown, value: string | undefined) => {
        if (value && !isValidGermanVatId(normaliseVatId(value))) throw new Error(VAT_ID_MESSAGE);
      },
    },
  ] as Rule[],
  postalCode: [{ pattern: /^\d{5}$/, message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' }] as Rule[],
  address: [{ max: 200, message: 'Die Adresse darf höchstens 200 Zeichen lang sein.' }] as Rule[],
  city: [{ max: 100, message: 'Der Ort darf höchstens 100 Zeichen lang sein.' }] as Rule[],
  taxNumber: [{ pattern: /^[0-9][0-9 /]{5,28}$/, message: 'Bitte geben Sie eine gültige Steuernummer ein.' }] as Rule[],
};

/** Trims a form value; an empty optional field is sent as null. */
export const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
