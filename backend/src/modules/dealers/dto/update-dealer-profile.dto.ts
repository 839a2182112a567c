import {
  AddressField,
  CityField,
  CompanyNameField,
  ContactPersonField,
  PhoneField,
  PostalCodeField,
  TaxNumberField,
  UstIdField,
} from './dealer-fields';

/** PATCH /api/dealers/me: company name, contact person and VAT ID may be left out but not emptied; the rest is optional. */
export class UpdateDealerProfileDto {
  @CompanyNameField('partial')
  companyName?: string;

  @ContactPersonField('partial')
  contactPerson?: string;

  @PhoneField('optional')
  phone?: string | null;

  @UstIdField('partial')
  ustId?: string;

  @TaxNumberField()
  taxNumber?: string | null;

  @AddressField()
  address?: string | null;

  @PostalCodeField()
  postalCode?: string | null;

  @CityField()
  city?: string | null;
}
