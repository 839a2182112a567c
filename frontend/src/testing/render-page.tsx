import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Session } from '@/lib/session/session';
import { SessionContext } from '@/lib/session/session-context';

/**
 * Renders a page or component as the app does (query client, session, router, antd's App for notifications),
 * with the given query answers already in the cache. Nothing retries: a failed request fails the test at once.
 */
export function renderWithApp(ui: ReactNode, options: { session: Session; cache?: [readonly unknown[], unknown][]; path?: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  for (const [key, data] of options.cache ?? []) queryClient.setQueryData(key, data);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={options.session}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <App>{ui}</App>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
