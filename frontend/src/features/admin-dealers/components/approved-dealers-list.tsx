import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import type { AdminDealer } from '../api/queries';
import { DealerPeople } from './dealer-people';
import { DealerSearch } from './dealer-search';
import { ListSection } from './list-section';
import { useDealerList } from './use-dealer-list';
import styles from './dealers-tab.module.css';

const PAGE_SIZE = 10;

/** Approved dealers with their discount, the badge Aktiv, Bearbeiten (discount dialog) and their people. */
export function ApprovedDealersList({ onEdit }: { onEdit: (dealer: AdminDealer) => void }) {
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
                  <Tag color="success">Aktiv</Tag>
                  <Button icon={<EditOutlined />} onClick={() => onEdit(dealer)}>
                    Bearbeiten
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
