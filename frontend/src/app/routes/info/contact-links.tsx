import { company, companyPhoneHref } from '@/config/company';

export function PhoneLink() {
  return <a href={companyPhoneHref}>{company.phone}</a>;
}

export function EmailLink() {
  return <a href={`mailto:${company.email}`}>{company.email}</a>;
}
