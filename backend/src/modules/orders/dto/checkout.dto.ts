import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsEnum, IsNotEmpty, IsObject, IsOptional, IsUUID, Matches, ValidateIf, ValidateNested } from 'class-validator';
import { TextField, trim, trimToNull } from '../../../common/http/text-field';
import { DeliveryOption } from '../../cart/dto/cart-input.dto';
import { PaymentMethod } from '../order-enums';

const ADDRESS_CONTROL = (label: string, verb = 'enthält') => `${label} ${verb} unzulässige Zeichen.`;

export class AddressDto {
  @ApiProperty({ example: 'Speichenwerk Bremen GmbH', maxLength: 200 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte geben Sie den Firmennamen ein.' })
  @TextField({ label: 'Der Firmenname', max: 200, messages: { type: 'Bitte geben Sie den Firmennamen ein.', control: ADDRESS_CONTROL('Der Firmenname') } })
  company: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Der Ansprechpartner', max: 200, messages: { control: ADDRESS_CONTROL('Der Ansprechpartner') } })
  contactPerson?: string | null;

  @ApiProperty({ example: 'Hafenstraße 5', maxLength: 200 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte geben Sie Straße und Hausnummer ein.' })
  @TextField({
    label: 'Straße und Hausnummer',
    max: 200,
    messages: {
      type: 'Bitte geben Sie Straße und Hausnummer ein.',
      control: ADDRESS_CONTROL('Straße und Hausnummer', 'enthalten'),
      tooLong: 'Straße und Hausnummer dürfen höchstens 200 Zeichen lang sein.',
    },
  })
  address: string;

  @ApiProperty({ example: '28217', pattern: '^\\d{5}$' })
  @Transform(trim)
  @Matches(/^\d{5}$/, { message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' })
  @TextField({ label: 'Die Postleitzahl', max: 10, messages: { type: 'Bitte geben Sie die Postleitzahl ein.' } })
  postalCode: string;

  @ApiProperty({ example: 'Bremen', maxLength: 100 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte geben Sie den Ort ein.' })
  @TextField({ label: 'Der Ort', max: 100, messages: { type: 'Bitte geben Sie den Ort ein.', control: ADDRESS_CONTROL('Der Ort') } })
  city: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @Transform(trimToNull)
  @IsOptional()
  @Matches(/^[+\d][\d\s/()-]{3,49}$/, { message: 'Bitte geben Sie eine gültige Telefonnummer ein.' })
  @TextField({ label: 'Die Telefonnummer', max: 50 })
  phone?: string | null;
}

/** What the dealer sends to order: address, payment, delivery, notes. Never a price or a line. */
export class CheckoutDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Eine Adresse aus dem Adressbuch der Firma; dann entfällt shippingAddress' })
  @IsOptional()
  @IsUUID('all', { message: 'Bitte wählen Sie eine Lieferadresse aus dem Adressbuch.' })
  addressId?: string;

  @ApiPropertyOptional({ type: AddressDto, description: 'Pflicht ohne addressId' })
  @ValidateIf((checkout: CheckoutDto) => !checkout.addressId || checkout.shippingAddress !== undefined)
  @IsDefined({ message: 'Bitte geben Sie die Lieferadresse an.' })
  @IsObject({ message: 'Bitte geben Sie die Lieferadresse an.' })
  @ValidateNested({ message: 'Bitte geben Sie die Lieferadresse an.' })
  @Type(() => AddressDto)
  shippingAddress?: AddressDto;

  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod' })
  @IsEnum(PaymentMethod, { message: 'Bitte wählen Sie eine Zahlungsart.' })
  paymentMethod: PaymentMethod;

  @ApiProperty({ enum: DeliveryOption, enumName: 'DeliveryOption' })
  @IsEnum(DeliveryOption, { message: 'Bitte wählen Sie eine Lieferart.' })
  delivery: DeliveryOption;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({
    label: 'Die Anmerkungen',
    max: 2000,
    multiline: true,
    messages: {
      type: 'Die Anmerkungen müssen ein Text sein.',
      control: 'Die Anmerkungen enthalten unzulässige Zeichen.',
      tooLong: 'Die Anmerkungen dürfen höchstens 2.000 Zeichen lang sein.',
    },
  })
  notes?: string | null;
}
