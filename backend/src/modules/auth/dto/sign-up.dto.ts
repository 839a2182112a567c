import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MinLength } from 'class-validator';
import { TextField } from '../../../common/http/text-field';
import { MIN_PASSWORD_LENGTH } from '../../../common/auth/password';
import {
  AddressField,
  CityField,
  CompanyNameField,
  ContactPersonField,
  PhoneField,
  PostalCodeField,
  UstIdField,
} from '../../dealers/dto/dealer-fields';

export const EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

export const EmailField = () => (target: object, key: string) => {
  ApiProperty({ example: 'haendler@example.com' })(target, key);
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))(target, key);
  TextField({ label: 'Die E-Mail-Adresse', max: 254, messages: { type: EMAIL_MESSAGE, tooLong: 'Die E-Mail-Adresse ist zu lang.' } })(target, key);
  IsEmail({}, { message: EMAIL_MESSAGE })(target, key);
};

const PASSWORD_TOO_SHORT = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;

export const NewPasswordField = () => (target: object, key: string) => {
  ApiProperty({ example: 'Fahrrad-2026', minLength: MIN_PASSWORD_LENGTH })(target, key);
  TextField({ label: 'Das Passwort', max: 200, messages: { type: PASSWORD_TOO_SHORT, tooLong: 'Das Passwort ist zu lang.' } })(target, key);
  MinLength(MIN_PASSWORD_LENGTH, { message: PASSWORD_TOO_SHORT })(target, key);
};

/** POST /api/auth/sign-up: the account and the dealer's business data in one form. */
export class SignUpDto {
  @EmailField()
  email: string;

  @NewPasswordField()
  password: string;

  @CompanyNameField('required')
  companyName: string;

  @ContactPersonField('required')
  contactPerson: string;

  @PhoneField('required')
  phone: string;

  @UstIdField('required')
  ustId: string;

  @AddressField()
  address?: string | null;

  @PostalCodeField()
  postalCode?: string | null;

  @CityField()
  city?: string | null;
}
