import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type ReceivablesSettings = components['schemas']['ReceivablesSettingsDto'];
export type PaymentTerm = components['schemas']['PaymentTermDto'];

export const receivablesSettingsKeys = {
  all: rootKeys.admin.receivablesSettings,
};

export const receivablesSettingsQueryOptions = () =>
  queryOptions({
    queryKey: receivablesSettingsKeys.all,
    queryFn: () => unwrap(api.GET('/api/admin/settings/receivables')),
  });
