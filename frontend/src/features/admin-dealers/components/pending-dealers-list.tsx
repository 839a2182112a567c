import { CloseOutlined, CheckOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { formatDate } from '@/lib/format';
import { useOpenDealerDocument } from '../api/mutations';
import type { AdminDealer, DealerDocumentKind } from '../api/queries';
import { DealerSearch } from './dealer-search';
import { ListSection } from './list-section';
import { useDealerList } from './use-dealer-list';
import styles from './dealers-tab.module.css';

const PAGE_SIZE = 6;

const DOCUMENT_LABELS: Record<DealerDocumentKind, string> = {
  'business-registration': 'Gewerbeanmeldung',
  'trade-register': 'Handelsregisterauszug',
  'tax-certificate': 'Steuerbescheinigung / USt-ID',
};

/** Sign-ups waiting for a decision, newest first. */
export function PendingDealersList({ onApprove, onReject }: { onApprove: (dealer: AdminDealer) => void; onReject: (dealer: AdminDealer) => void }) {
  const list = useDealerList('pending', PAGE_SIZE);
  return (
    <ListSection
      id="pending-dealers"
      title="Wartende Registrierungen"
      query={list.query}
      loadError="Händler konnten nicht geladen werden."
      empty={list.params.q ? 'Keine wartende Registrierung passt zur Suche.' : 'Keine wartenden Registrierungen.'}
      page={list.params.page}
      pageSize={PAGE_SIZE}
      onPage={list.setPage}
      filters={<DealerSearch label="Wartende Registrierungen durchsuchen" onSearch={list.search} />}
    >
      {(dealers) => (
        <div className={styles.cards}>
          {dealers.map((dealer) => (
            <PendingDealerCard key={dealer.id} dealer={dealer} onApprove={onApprove} onReject={onReject} />
          ))}
        </div>
      )}
    </ListSection>
  );
}

function PendingDealerCard({
  dealer,
  onApprove,
  onReject,
}: {
  dealer: AdminDealer;
  onApprove: (dealer: AdminDealer) => void;
  onReject: (dealer: AdminDealer) => void;
}) {
  const open = useOpenDealerDocument();
  return (
    <Card
      data-testid="pending-dealer"
      title={<span className={styles.cardTitle}>{dealer.companyName}</span>}
      extra={<Typography.Text type="secondary">seit {formatDate(dealer.createdAt)}</Typography.Text>}
      actions={[
        <Button key="approve" type="primary" icon={<CheckOutlined />} onClick={() => onApprove(dealer)}>
          Freigeben
        </Button>,
        <Button key="reject" danger icon={<CloseOutlined />} onClick={() => onReject(dealer)}>
          Ablehnen
        </Button>,
      ]}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'contact', label: 'Ansprechpartner', children: dealer.contactPerson },
          { key: 'phone', label: 'Telefon', children: dealer.phone ?? '–' },
          {
            key: 'email',
            label: 'E-Mail',
            children: (
              <Space wrap size={4}>
                <span className={styles.breakAll}>{dealer.email}</span>
                {dealer.emailConfirmed ? <Tag color="success">bestätigt</Tag> : <Tag color="warning">unbestätigt</Tag>}
              </Space>
            ),
          },
          { key: 'address', label: 'Adresse', children: dealer.address ?? '–' },
          { key: 'postal', label: 'PLZ', children: dealer.postalCode ?? '–' },
          { key: 'city', label: 'Ort', children: dealer.city ?? '–' },
          { key: 'ust', label: 'USt-IdNr.', children: dealer.ustId },
          {
            key: 'documents',
            label: 'Dokumente',
            children:
              dealer.documents.length === 0 ? (
                <Tag color="warning">keine hochgeladen</Tag>
              ) : (
                <Space direction="vertical" size={2}>
                  {dealer.documents.map((document) => (
                    <Button
                      key={document.kind}
                      type="link"
                      size="small"
                      icon={<FilePdfOutlined />}
                      className={styles.documentLink}
                      onClick={() => open.mutate({ id: dealer.id, kind: document.kind })}
                    >
                      {DOCUMENT_LABELS[document.kind]}
                    </Button>
                  ))}
                </Space>
              ),
          },
        ]}
      />
    </Card>
  );
}
