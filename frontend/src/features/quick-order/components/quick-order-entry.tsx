import { BarcodeOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatEuro } from '@/lib/format';
import { type LookupItem, lookupQueryOptions } from '../api/queries';
import styles from './quick-order.module.css';

interface QuickOrderEntryProps {
  /** Enter on a code (a barcode scanner ends each scan with Enter): look it up and add it. */
  onCode: (code: string) => void;
  /** A suggestion was picked. */
  onPick: (item: LookupItem) => void;
}

const TYPE_AHEAD_DELAY_MS = 200;
const TYPE_AHEAD_MIN = 2;

/**
 * One field for the scanner and the keyboard: it keeps the focus, Enter takes the code as typed (a scan), and while
 * the dealer types slowly it suggests articles by SKU, EAN or name. The first suggestion is never taken by Enter:
 * a scanner's Enter must mean exactly the code it typed.
 */
export function QuickOrderEntry({ onCode, onPick }: QuickOrderEntryProps) {
  const [value, setValue] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(value.trim()), TYPE_AHEAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  const suggestions = useQuery({ ...lookupQueryOptions(term), enabled: term.length >= TYPE_AHEAD_MIN });
  const items = term === value.trim() ? (suggestions.data ?? []) : [];

  const take = () => {
    const code = value.trim();
    if (!code) return;
    setValue('');
    setTerm('');
    onCode(code);
  };

  return (
    <AutoComplete
      className={styles.entry}
      value={value}
      onChange={setValue}
      defaultActiveFirstOption={false}
      options={items.map((item) => ({
        value: item.id,
        label: (
          <div className={styles.suggestion}>
            <span className={styles.suggestionSku}>{item.sku}</span>
            <span className={styles.suggestionName}>{item.name}</span>
            <span className={styles.suggestionPrice}>{formatEuro(item.dealerPrice)}</span>
          </div>
        ),
      }))}
      onSelect={(id: string) => {
        const item = items.find((candidate) => candidate.id === id);
        setValue('');
        setTerm('');
        if (item) onPick(item);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          take();
        }
      }}
    >
      <Input
        size="large"
        autoFocus
        prefix={<BarcodeOutlined />}
        aria-label="Artikelnummer, EAN oder Name"
        placeholder="EAN scannen oder Artikelnummer / Name eingeben, dann Enter"
        data-testid="quick-order-entry"
      />
    </AutoComplete>
  );
}
