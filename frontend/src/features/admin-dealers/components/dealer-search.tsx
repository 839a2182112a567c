import { Input } from 'antd';
import styles from './dealers-tab.module.css';

/** The search box of a dealer list: company, contact person, e-mail or city, searched on the server. */
export function DealerSearch({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  return (
    <Input.Search allowClear placeholder="Firma, Ansprechpartner, E-Mail oder Ort" aria-label={label} maxLength={100} onSearch={onSearch} className={styles.search} />
  );
}
