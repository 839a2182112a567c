import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
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
    IsString({ message: 'Bitte geben Sie den Firmennamen ein.' }),
    IsNotEmpty({ message: 'Bitte geben Sie den Firmennamen ein.' }),
    MaxLength(200, { message: 'Der Firmenname darf höchstens 200 Zeichen lang sein.' }),
  );

export const ContactPersonField = (mode: Mode) =>
  applyDecorators(
    ...presence(mode, 'Erika Muster'),
    IsString({ message: 'Bitte geben Sie einen Ansprechpartner ein.' }),
    IsNotEmpty({ message: 'Bitte geben Sie einen Ansprechpartner ein.' }),
    MaxLength(200, { message: 'Der Name des Ansprechpartners darf höchstens 200 Zeichen lang sein.' }),
  );

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{4,29}$/;
export const PhoneField = (mode: Mode) =>
  applyDecorators(
    ...presence(mode, '0421 123456'),
    IsString({ message: 'Bitte geben Sie eine Telefonnummer ein.' }),
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
    IsGermanVatId(),
  );

export const AddressField = () =>
  applyDecorators(
    ...presence('optional', 'Teststraße 1'),
    IsString({ message: 'Bitte geben Sie eine gültige Adresse ein.' }),
    MaxLength(200, { message: 'Die Adresse darf höchstens 200 Zeichen lang sein.' }),
  );

export const PostalCodeField = () =>
  applyDecorators(
    ...presence('optional', '28195'),
    Matches(/^\d{5}$/, { message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' }),
  );

export const CityField = () =>
  applyDecorators(
    ...presence('optional', 'Bremen'),
    IsString({ message: 'Bitte geben Sie einen gültigen Ort ein.' }),
    MaxLength(100, { message: 'Der Ort darf höchstens 100 Zeichen lang sein.' }),
  );

export const TaxNumberField = () =>
  applyDecorators(
    ...presence('optional', '60/123/45678', 'Steuernummer (optional)'),
    Matches(/^[0-9][0-9 /]{5,28}$/, { message: 'Bitte geben Sie eine gültige Steuernummer ein.' }),
  );
