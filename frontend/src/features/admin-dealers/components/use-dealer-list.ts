import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminDealersQueryOptions, type DealerListParams, type DealerStatus } from '../api/queries';

/** One status's page of dealers with its own search and page number. */
export function useDealerList(status: DealerStatus, pageSize: number) {
  const [params, setParams] = useState<DealerListParams>({ status, page: 1, pageSize });
  const query = useQuery(adminDealersQueryOptions(params));
  return {
    query,
    params,
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    search: (q: string) => setParams((current) => ({ ...current, q: q.trim() || undefined, page: 1 })),
  };
}
