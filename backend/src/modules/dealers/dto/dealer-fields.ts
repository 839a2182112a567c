import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, Matches, ValidateBy, ValidateIf } from 'class-validator';
import { TextField } from '../../../common/http/text-field';
import { isValidGermanVatId, normaliseVatId, VAT_ID_MESSAGE } from '../vat-id';

/**
 * The dealer's business fields with the spec's German messages, shared by the sign-up form and the
 * profile. `required` fields must be present (sign-up) or, when `partial`, may be left out but never
 * emptied (profile PATCH); optional fields accept '' or null, which clears them.
 */
type Mode = 'required' | 'partial' | 'optional';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const trimmedOrNull = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value === undefined ? undefined : value));

function presence(mode: Mode, example: string, description?: string) {
  if (mode === 'optional') {
    return [ApiPropertyOptional({ type: String, nullable: true, example, description }), trimmedOrNull(), IsOptional()];
  }
  if (mode === 'partial') {
    return [ApiPropertyOptional({ example, description }), trimmed(), ValidateIf((object, value) => value !== undefined)];
  }
  return [ApiProperty({ example, description }), trimmed()];
}

export const CompanyNameField = (mode: Mode) =>
  applyDecorators(
    ...presence(mode, 'Radladen Nord GmbH'),
    TextField({ label: 'Der Firmenname', max: 200, messages: { type: 'Bitte geben Sie den Firmennamen ein.' } }),
    IsNotEmpty({ message: 'Bitte geben Sie den Firmennamen ein.' }),
  );

export const ContactPersonField = (mode: Mode) =>
  applyDecorators(
    ...presence(mode, 'Erika Muster'),
    TextField({ label: 'Der Name des Ansprechpartners', max: 200, messages: { type: 'Bitte geben Sie einen Ansprechpartner ein.' } }),
    IsNotEmpty({ message: 'Bitte geben Sie einen Ansprechpartner ein.' }),
  );

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{4,29}$/;
export const PhoneField = (mode: Mode) =>
  applyDecorators(
    ...presence(mode, '0421 123456'),
    TextField({ label: 'Die Telefonnummer', max: 50, messages: { type: 'Bitte geben Sie eine Telefonnummer ein.' } }),
    IsNotEmpty({ message: 'Bitte geben Sie eine Telefonnummer ein.' }),
    Matches(PHONE_PATTERN, { message: 'Bitte geben Sie eine gültige Telefonnummer ein.' }),
  );

export const IsGermanVatId = () =>
  ValidateBy({
    name: 'isGermanVatId',
    validator: { validate: (value) => typeof value === 'string' && isValidGermanVatId(value), defaultMessage: () => VAT_ID_MESSAGE },
  });

export const UstIdField = (mode: Mode) =>
  applyDecorators(
    ...presence(mode, 'DE811569869', "Deutsche USt-IdNr.: 'DE' + 9 Ziffern mit gültiger Prüfziffer"),
    Transform(({ value }) => (typeof value === 'string' ? normaliseVatId(value) : value)),
    TextField({ label: 'Die USt-ID', max: 11, messages: { type: VAT_ID_MESSAGE, tooLong: VAT_ID_MESSAGE } }),
    IsGermanVatId(),
  );

export const AddressField = () =>
  applyDecorators(
    ...presence('optional', 'Teststraße 1'),
    TextField({ label: 'Die Adresse', max: 200, messages: { type: 'Bitte geben Sie eine gültige Adresse ein.' } }),
  );

export const PostalCodeField = () =>
  applyDecorators(
    ...presence('optional', '28195'),
    TextField({ label: 'Die Postleitzahl', max: 10 }),
    Matches(/^\d{5}$/, { message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' }),
  );

export const CityField = () =>
  applyDecorators(
    ...presence('optional', 'Bremen'),
    TextField({ label: 'Der Ort', max: 100, messages: { type: 'Bitte geben Sie einen gültigen Ort ein.' } }),
  );

export const TaxNumberField = () =>
  applyDecorators(
    ...presence('optional', '60/123/45678', 'Steuernummer (optional)'),
    TextField({ label: 'Die Steuernummer', max: 30 }),
    Matches(/^[0-9][0-9 /]{5,28}$/, { message: 'Bitte geben Sie eine gültige Steuernummer ein.' }),
  );
