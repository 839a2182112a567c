import { Switch } from 'antd';
import { useId } from 'react';
import { usePriceMode } from '@/lib/price-mode/price-mode-context';
import styles from './app-sidebar.module.css';

export function PriceToggle({ collapsed }: { collapsed: boolean }) {
  const { showDealerPrices, setShowDealerPrices } = usePriceMode();
  const labelId = useId();
  const label = 'EK-Preise anzeigen';

  if (collapsed) {
    return (
      <div className={styles.priceToggleCollapsed} title={label}>
        <Switch size="small" checked={showDealerPrices} onChange={setShowDealerPrices} aria-label={label} />
      </div>
    );
  }

  return (
    <div className={styles.priceToggle}>
      <div>
        <span id={labelId} className={styles.priceToggleLabel}>
          {label}
        </span>
        <span className={styles.muted}>{showDealerPrices ? 'Ihr Händler-EK (netto)' : 'Nur VK / UVP (brutto)'}</span>
      </div>
      <Switch checked={showDealerPrices} onChange={setShowDealerPrices} aria-labelledby={labelId} />
    </div>
  );
}
