import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type Company = Schemas['CompanyDto'];
export type CompanyRole = Schemas['CompanyRole'];
export type StaffMember = Schemas['StaffMemberDto'];
export type InviteStaffInput = Schemas['InviteStaffDto'];
export type UpdateStaffInput = Schemas['UpdateStaffDto'];
export type CompanyAddress = Schemas['CompanyAddressDto'];
export type CompanyAddressInput = Schemas['CreateCompanyAddressDto'];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { owner: 'Inhaber', buyer: 'Einkauf', viewer: 'Ansicht' };

export const companyKeys = {
  all: rootKeys.company,
  own: () => [...companyKeys.all, 'own'] as const,
  staff: () => [...companyKeys.all, 'staff'] as const,
  addresses: () => [...companyKeys.all, 'addresses'] as const,
};

export const companyQueryOptions = () => queryOptions({ queryKey: companyKeys.own(), queryFn: () => unwrap(api.GET('/api/company')) });

export const staffQueryOptions = () => queryOptions({ queryKey: companyKeys.staff(), queryFn: () => unwrap(api.GET('/api/company/staff')) });

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.addresses(), queryFn: () => unwrap(api.GET('/api/company/addresses')) });
