import { EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { formatEuro } from '@/lib/format';
import type { AdminDealer } from '../api/queries';
import { DealerPeople } from './dealer-people';
import { DealerSearch } from './dealer-search';
import { ListSection } from './list-section';
import { useDealerList } from './use-dealer-list';
import styles from './dealers-tab.module.css';

const PAGE_SIZE = 10;

/** Approved dealers with their discount, the badge Aktiv, Bearbeiten (discount dialog), Kauf auf Rechnung (credit dialog) and their people. */
export function ApprovedDealersList({ onEdit, onCredit }: { onEdit: (dealer: AdminDealer) => void; onCredit: (dealer: AdminDealer) => void }) {
  const list = useDealerList('approved', PAGE_SIZE);
  return (
    <ListSection
      id="approved-dealers"
      title="Freigeschaltete Händler"
      query={list.query}
      loadError="Händler konnten nicht geladen werden."
      empty={list.params.q ? 'Kein freigeschalteter Händler passt zur Suche.' : 'Noch keine freigeschalteten Händler.'}
      page={list.params.page}
      pageSize={PAGE_SIZE}
      onPage={list.setPage}
      filters={<DealerSearch label="Freigeschaltete Händler durchsuchen" onSearch={list.search} />}
    >
      {(dealers) => (
        <div className={styles.rows}>
          {dealers.map((dealer) => (
            <Card key={dealer.id} size="small" className={styles.row} data-testid="approved-dealer">
              <div className={styles.rowMain}>
                <div className={styles.rowText}>
                  <Typography.Text strong>{dealer.companyName}</Typography.Text>
                  <Typography.Text type="secondary">
                    {dealer.contactPerson}
                    {dealer.phone ? ` · ${dealer.phone}` : ''}
                  </Typography.Text>
                </div>
                <Space wrap>
                  <Tag color="blue">{dealer.discountLevel} % Rabatt</Tag>
                  {dealer.credit.purchaseOnAccount && <Tag color="purple">Auf Rechnung bis {formatEuro(dealer.credit.creditLimit)}</Tag>}
                  {dealer.credit.deliveryBlockedAt && <Tag color="error">Liefersperre</Tag>}
                  <Tag color="success">Aktiv</Tag>
                  <Button icon={<EditOutlined />} onClick={() => onEdit(dealer)}>
                    Bearbeiten
                  </Button>
                  <Button icon={<FileTextOutlined />} onClick={() => onCredit(dealer)}>
                    Kauf auf Rechnung
                  </Button>
                </Space>
              </div>
              <DealerPeople people={dealer.people} />
            </Card>
          ))}
        </div>
      )}
    </ListSection>
  );
}
