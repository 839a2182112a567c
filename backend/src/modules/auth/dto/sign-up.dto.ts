import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
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

export const EmailField = () => (target: object, key: string) => {
  ApiProperty({ example: 'haendler@example.com' })(target, key);
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))(target, key);
  IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })(target, key);
  MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })(target, key);
};

export const NewPasswordField = () => (target: object, key: string) => {
  ApiProperty({ example: 'Fahrrad-2026', minLength: MIN_PASSWORD_LENGTH })(target, key);
  IsString({ message: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.` })(target, key);
  MinLength(MIN_PASSWORD_LENGTH, { message: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.` })(target, key);
  MaxLength(200, { message: 'Das Passwort ist zu lang.' })(target, key);
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
