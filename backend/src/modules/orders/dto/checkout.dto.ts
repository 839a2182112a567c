import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsEnum, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { DeliveryOption } from '../../cart/dto/cart-input.dto';
import { PaymentMethod } from '../order-enums';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
/** No control characters but tab and line breaks (PostgreSQL refuses NUL; the rest has no business in an address). */
const PRINTABLE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export class AddressDto {
  @ApiProperty({ example: 'Speichenwerk Bremen GmbH', maxLength: 200 })
  @Transform(trim)
  @MaxLength(200, { message: 'Der Firmenname darf höchstens 200 Zeichen lang sein.' })
  @Matches(PRINTABLE, { message: 'Der Firmenname enthält unzulässige Zeichen.' })
  @IsNotEmpty({ message: 'Bitte geben Sie den Firmennamen ein.' })
  @IsString({ message: 'Bitte geben Sie den Firmennamen ein.' })
  company: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(200, { message: 'Der Ansprechpartner darf höchstens 200 Zeichen lang sein.' })
  @Matches(PRINTABLE, { message: 'Der Ansprechpartner enthält unzulässige Zeichen.' })
  @IsString({ message: 'Der Ansprechpartner muss ein Text sein.' })
  contactPerson?: string | null;

  @ApiProperty({ example: 'Hafenstraße 5', maxLength: 200 })
  @Transform(trim)
  @MaxLength(200, { message: 'Straße und Hausnummer dürfen höchstens 200 Zeichen lang sein.' })
  @Matches(PRINTABLE, { message: 'Straße und Hausnummer enthalten unzulässige Zeichen.' })
  @IsNotEmpty({ message: 'Bitte geben Sie Straße und Hausnummer ein.' })
  @IsString({ message: 'Bitte geben Sie Straße und Hausnummer ein.' })
  address: string;

  @ApiProperty({ example: '28217', pattern: '^\\d{5}$' })
  @Transform(trim)
  @Matches(/^\d{5}$/, { message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' })
  @IsString({ message: 'Bitte geben Sie die Postleitzahl ein.' })
  postalCode: string;

  @ApiProperty({ example: 'Bremen', maxLength: 100 })
  @Transform(trim)
  @MaxLength(100, { message: 'Der Ort darf höchstens 100 Zeichen lang sein.' })
  @Matches(PRINTABLE, { message: 'Der Ort enthält unzulässige Zeichen.' })
  @IsNotEmpty({ message: 'Bitte geben Sie den Ort ein.' })
  @IsString({ message: 'Bitte geben Sie den Ort ein.' })
  city: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @Transform(trimToNull)
  @IsOptional()
  @Matches(/^[+\d][\d\s/()-]{3,49}$/, { message: 'Bitte geben Sie eine gültige Telefonnummer ein.' })
  @IsString({ message: 'Die Telefonnummer muss ein Text sein.' })
  phone?: string | null;
}

/** What the dealer sends to order: address, payment, delivery, notes. Never a price or a line. */
export class CheckoutDto {
  @ApiProperty({ type: AddressDto })
  @IsDefined({ message: 'Bitte geben Sie die Lieferadresse an.' })
  @ValidateNested()
  @Type(() => AddressDto)
  shippingAddress: AddressDto;

  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod' })
  @IsEnum(PaymentMethod, { message: 'Bitte wählen Sie eine Zahlungsart.' })
  paymentMethod: PaymentMethod;

  @ApiProperty({ enum: DeliveryOption, enumName: 'DeliveryOption' })
  @IsEnum(DeliveryOption, { message: 'Bitte wählen Sie eine Lieferart.' })
  delivery: DeliveryOption;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(2000, { message: 'Die Anmerkungen dürfen höchstens 2000 Zeichen lang sein.' })
  @Matches(PRINTABLE, { message: 'Die Anmerkungen enthalten unzulässige Zeichen.' })
  @IsString({ message: 'Die Anmerkungen müssen ein Text sein.' })
  notes?: string | null;
}
