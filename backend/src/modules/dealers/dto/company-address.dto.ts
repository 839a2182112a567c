import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LeftOutOrSet } from '../../../common/http/left-out-or-set';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, Matches, ValidateIf } from 'class-validator';
import { TextField, trim, trimToNull } from '../../../common/http/text-field';
import { DeliveryArea, deliveryAreaFor } from '../../../common/delivery/delivery-areas';
import { CompanyAddress } from '../entities/company-address.entity';

const BOOLEAN = (label: string) => ({ message: `${label}: bitte ja oder nein (true/false) angeben.` });
/** PATCH may leave a field out; a required one may not be emptied. */
const present = (object: object, value: unknown) => value !== undefined || !(object instanceof UpdateCompanyAddressDto);

export class CreateCompanyAddressDto {
  @ApiProperty({ example: 'Radladen Nord GmbH – Filiale Vegesack', maxLength: 200, description: 'Empfänger: Firma oder, beim Streckengeschäft, der Endkunde' })
  @ValidateIf(present)
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte geben Sie den Empfänger ein.' })
  @TextField({ label: 'Der Empfänger', max: 200, messages: { type: 'Bitte geben Sie den Empfänger ein.' } })
  recipient: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Der Ansprechpartner', max: 200 })
  contactPerson?: string | null;

  @ApiProperty({ example: 'Hafenstraße 5', maxLength: 200 })
  @ValidateIf(present)
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte geben Sie Straße und Hausnummer ein.' })
  @TextField({ label: 'Straße und Hausnummer', max: 200, messages: { type: 'Bitte geben Sie Straße und Hausnummer ein.' } })
  address: string;

  @ApiProperty({ example: '28217', pattern: '^\\d{5}$' })
  @ValidateIf(present)
  @Transform(trim)
  @Matches(/^\d{5}$/, { message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' })
  @TextField({ label: 'Die Postleitzahl', max: 10, messages: { type: 'Bitte geben Sie die Postleitzahl ein.' } })
  postalCode: string;

  @ApiProperty({ example: 'Bremen', maxLength: 100 })
  @ValidateIf(present)
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte geben Sie den Ort ein.' })
  @TextField({ label: 'Der Ort', max: 100, messages: { type: 'Bitte geben Sie den Ort ein.' } })
  city: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @Transform(trimToNull)
  @IsOptional()
  @Matches(/^[+\d][\d\s/()-]{3,49}$/, { message: 'Bitte geben Sie eine gültige Telefonnummer ein.' })
  @TextField({ label: 'Die Telefonnummer', max: 50 })
  phone?: string | null;

  @ApiPropertyOptional({ description: 'Standardadresse an der Kasse (die bisherige verliert das Kennzeichen)' })
  @LeftOutOrSet()
  @IsBoolean(BOOLEAN('Standardadresse'))
  isDefault?: boolean;

  @ApiPropertyOptional({ description: 'Streckengeschäft: Endkunde des Händlers; Lieferschein ohne Preise, mit dem Händler als Absender' })
  @LeftOutOrSet()
  @IsBoolean(BOOLEAN('Streckengeschäft'))
  dropShipping?: boolean;
}

export class UpdateCompanyAddressDto extends CreateCompanyAddressDto {}

export class CompanyAddressDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  recipient: string;

  @ApiProperty({ type: String, nullable: true })
  contactPerson: string | null;

  @ApiProperty()
  address: string;

  @ApiProperty()
  postalCode: string;

  @ApiProperty()
  city: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty()
  isDefault: boolean;

  @ApiProperty()
  dropShipping: boolean;

  /**
   * Set in every answer. Optional in the document only so that clients built before it (and their fixtures) stay
   * valid; an address outside is kept (a shop may note one for later), the checkout refuses orders to it.
   */
  @ApiPropertyOptional({ description: 'Liegt die Postleitzahl in einem unserer Liefergebiete (DELIVERY_AREAS)? Außerhalb nimmt die Kasse keine Bestellung an.' })
  inDeliveryArea?: boolean;
}

export function toCompanyAddressDto(address: CompanyAddress, areas: DeliveryArea[]): CompanyAddressDto {
  const { id, recipient, contactPerson, postalCode, city, phone, isDefault, dropShipping } = address;
  const inDeliveryArea = deliveryAreaFor(areas, postalCode) !== undefined;
  return { id, recipient, contactPerson, address: address.address, postalCode, city, phone, isDefault, dropShipping, inDeliveryArea };
}
