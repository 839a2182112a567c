import { Card, Statistic } from 'antd';
import { formatEuro } from '@/lib/format';
import type { CompanyBalance } from '../api/queries';
import styles from './open-items.module.css';

/** The balance at the top: what is open, what of it is overdue, a credit, and what that leaves. */
export function BalanceSummary({ balance }: { balance: CompanyBalance }) {
  const euro = (value: string) => formatEuro(value);
  return (
    <div className={styles.balance} data-testid="open-items-balance">
      <Card size="small">
        <Statistic title="Saldo" value={Number(balance.balance)} formatter={() => euro(balance.balance)} />
      </Card>
      <Card size="small">
        <Statistic title="Offen" value={Number(balance.openAmount)} formatter={() => euro(balance.openAmount)} />
      </Card>
      <Card size="small">
        <Statistic
          title="Davon überfällig"
          value={Number(balance.overdueAmount)}
          formatter={() => euro(balance.overdueAmount)}
          valueStyle={Number(balance.overdueAmount) > 0 ? { color: '#cf1322' } : undefined}
        />
      </Card>
      {Number(balance.creditAmount) > 0 && (
        <Card size="small">
          <Statistic title="Guthaben" value={Number(balance.creditAmount)} formatter={() => euro(balance.creditAmount)} valueStyle={{ color: '#389e0d' }} />
        </Card>
      )}
    </div>
  );
}
