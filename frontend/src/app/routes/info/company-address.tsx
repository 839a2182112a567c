import { company } from '@/config/company';

/** The postal address block, as on a letterhead. */
export function CompanyAddress() {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {company.name}
      <br />
      {company.street}
      <br />
      {company.postalCode} {company.city}
      <br />
      {company.country}
    </address>
  );
}
