import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { localStorageKeys } from '@/config/browser-storage';
import { readLocalStorage, writeLocalStorage } from '@/lib/local-storage';
import { type PriceMode, PriceModeContext } from './price-mode-context';

/** The EK/VK toggle. Display only: the server decides which prices a user may see. */
export function PriceModeProvider({ children }: { children: ReactNode }) {
  const [showDealerPrices, setShow] = useState(() => readLocalStorage(localStorageKeys.showDealerPrices) !== 'false');

  const setShowDealerPrices = useCallback((show: boolean) => {
    setShow(show);
    writeLocalStorage(localStorageKeys.showDealerPrices, String(show));
  }, []);

  const value = useMemo<PriceMode>(
    () => ({ showDealerPrices, setShowDealerPrices }),
    [showDealerPrices, setShowDealerPrices],
  );
  return <PriceModeContext.Provider value={value}>{children}</PriceModeContext.Provider>;
}
