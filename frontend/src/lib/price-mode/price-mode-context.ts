import { createContext, useContext } from 'react';

export interface PriceMode {
  /** true: approved dealers see their EK (dealer net price); false: only the VK (retail price). */
  showDealerPrices: boolean;
  setShowDealerPrices: (show: boolean) => void;
}

export const PriceModeContext = createContext<PriceMode | null>(null);

export function usePriceMode(): PriceMode {
  const mode = useContext(PriceModeContext);
  if (!mode) throw new Error('usePriceMode must be used inside <PriceModeProvider>');
  return mode;
}
