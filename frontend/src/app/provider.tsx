import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import deDE from 'antd/es/locale/de_DE';
import { type ReactNode, useState } from 'react';
import { SessionProvider } from '@/lib/session/session-provider';
import { ApiError } from '@/lib/api/errors';
import { PriceModeProvider } from '@/lib/price-mode/price-mode-provider';
import { theme } from './theme';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode < 500) return false;
  return failureCount < MAX_RETRIES;
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={deDE} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <PriceModeProvider>{children}</PriceModeProvider>
          </SessionProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
