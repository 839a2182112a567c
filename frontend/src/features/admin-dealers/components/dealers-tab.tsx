import { CheckOutlined, CloseOutlined, EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, Descriptions, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { useApproveDealer, useOpenDealerDocument, useRejectDealer, useUpdateDealerDiscount } from '../api/mutations';
import { type AdminDealer, adminDealersQueryOptions, type DealerDocumentKind } from '../api/queries';
import { DiscountDialog, RejectDialog } from './dealer-dialogs';
import styles from './dealers-tab.module.css';

const DOCUMENT_LABELS: Record<DealerDocumentKind, string> = {
  'business-registration': 'Gewerbeanmeldung',
  'trade-register': 'Handelsregisterauszug',
  'tax-certificate': 'Steuerbescheinigung / USt-ID',
};

/** The dealers tab of /admin: pending sign-ups with documents, approved dealers with discount, rejected ones. */
export function DealersTab() {
  const pending = useQuery(adminDealersQueryOptions('pending'));
  const approved = useQuery(adminDealersQueryOptions('approved'));
  const rejected = useQuery(adminDealersQueryOptions('rejected'));
  const approve = useApproveDealer();
  const reject = useRejectDealer();
  const update = useUpdateDealerDiscount();
  const [approving, setApproving] = useState<AdminDealer | null>(null);
  const [rejecting, setRejecting] = useState<AdminDealer | null>(null);
  const [editing, setEditing] = useState<AdminDealer | null>(null);

  return (
    <div className={styles.tab}>
      <section aria-labelledby="pending-dealers">
        <Typography.Title level={3} id="pending-dealers" className={styles.heading}>
          Wartende Registrierungen {pending.data && <Tag>{pending.data.length}</Tag>}
        </Typography.Title>
        <ListState query={pending} empty="Keine wartenden Registrierungen.">
          {(dealers) => (
            <div className={styles.cards}>
              {dealers.map((dealer) => (
                <PendingDealerCard key={dealer.id} dealer={dealer} onApprove={setApproving} onReject={setRejecting} />
              ))}
            </div>
          )}
        </ListState>
      </section>

      <section aria-labelledby="approved-dealers">
        <Typography.Title level={3} id="approved-dealers" className={styles.heading}>
          Freigeschaltete Händler {approved.data && <Tag>{approved.data.length}</Tag>}
        </Typography.Title>
        <ListState query={approved} empty="Noch keine freigeschalteten Händler.">
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
                      <Button icon={<EditOutlined />} onClick={() => setEditing(dealer)}>
                        Bearbeiten
                      </Button>
                    </Space>
                  </div>
                </Card>
              ))}
            </div>
          )}
        </ListState>
      </section>

      {rejected.data && rejected.data.length > 0 && (
        <Collapse
          items={[
            {
              key: 'rejected',
              label: `Abgelehnte Registrierungen (${rejected.data.length})`,
              children: (
                <div className={styles.rows}>
                  {rejected.data.map((dealer) => (
                    <div key={dealer.id} className={styles.rowMain}>
                      <div className={styles.rowText}>
                        <Typography.Text strong>{dealer.companyName}</Typography.Text>
                        <Typography.Text type="secondary">
                          {dealer.rejectedAt ? `abgelehnt am ${formatDate(dealer.rejectedAt)}: ` : ''}
                          {dealer.rejectionReason}
                        </Typography.Text>
                      </div>
                      <Button icon={<CheckOutlined />} onClick={() => setApproving(dealer)}>
                        Freigeben
                      </Button>
                    </div>
                  ))}
                </div>
              ),
            },
          ]}
        />
      )}

      <DiscountDialog
        mode="approve"
        dealer={approving}
        pending={approve.isPending}
        onClose={() => setApproving(null)}
        onSubmit={(discountLevel) => approving && approve.mutate({ id: approving.id, discountLevel }, { onSuccess: () => setApproving(null) })}
      />
      <DiscountDialog
        mode="edit"
        dealer={editing}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(discountLevel) => editing && update.mutate({ id: editing.id, discountLevel }, { onSuccess: () => setEditing(null) })}
      />
      <RejectDialog
        dealer={rejecting}
        pending={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) })}
      />
    </div>
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

function ListState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: AdminDealer[] };
  empty: string;
  children: (dealers: AdminDealer[]) => React.ReactNode;
}) {
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon message="Händler konnten nicht geladen werden." description={userMessageFor(query.error)} />;
  if (!query.data || query.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return <>{children(query.data)}</>;
}
