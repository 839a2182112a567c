import { CodeOutlined, FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import { formatDate } from '@/lib/format';
import {
  createOrderInvoice,
  downloadOrderInvoice,
  type InvoiceDocument,
  type InvoiceFile,
  type InvoiceScope,
  invoiceable,
  orderInvoiceKeys,
  orderInvoiceQueryOptions,
} from './invoice-api';

export interface InvoiceLinksProps {
  orderId: string;
  /** 'dealer' for the dealer's order pages, 'admin' for the back office. */
  scope?: InvoiceScope;
  /** In the back office, shipped and delivered orders without an invoice get 'Rechnung erstellen'. */
  orderStatus: string;
  /** The order has an invoice (also a cancelled one): only then is it asked for. */
  invoiced: boolean;
}

/**
 * The invoice of an order as small download links: PDF (ZUGFeRD) and XRechnung (XML), and the
 * cancellation invoice once there is one. Shows nothing while the order has no invoice, and does not
 * even ask then (the answer would be a 404 in the console every time): the order says whether it has one.
 */
export function InvoiceLinks({ orderId, scope = 'dealer', orderStatus, invoiced }: InvoiceLinksProps) {
  if (invoiced) return <IssuedInvoiceLinks orderId={orderId} scope={scope} />;
  return scope === 'admin' && invoiceable(orderStatus) ? <CreateInvoiceButton orderId={orderId} /> : null;
}

function IssuedInvoiceLinks({ orderId, scope }: { orderId: string; scope: InvoiceScope }) {
  const invoice = useQuery(orderInvoiceQueryOptions(scope, orderId));
  if (invoice.isPending) return <Spin size="small" aria-label="Rechnung wird geladen" />;
  if (invoice.isError) return <Typography.Text type="danger">{userMessageFor(invoice.error)}</Typography.Text>;
  if (!invoice.data) return null;
  const { data } = invoice;
  return (
    <Space direction="vertical" size={4} data-testid="invoice-links">
      <DocumentRow scope={scope} orderId={orderId} document="invoice" label={`Rechnung ${data.number}`} issueDate={data.issueDate} ready={data.ready} cancelled={Boolean(data.cancellation)} />
      {data.cancellation && (
        <DocumentRow
          scope={scope}
          orderId={orderId}
          document="cancellation"
          label={`Stornorechnung ${data.cancellation.number}`}
          issueDate={data.cancellation.issueDate}
          ready={data.cancellation.ready}
        />
      )}
    </Space>
  );
}

interface DocumentRowProps {
  scope: InvoiceScope;
  orderId: string;
  document: InvoiceDocument;
  label: string;
  issueDate: string;
  ready: boolean;
  cancelled?: boolean;
}

function DocumentRow({ scope, orderId, document, label, issueDate, ready, cancelled }: DocumentRowProps) {
  const { notification } = App.useApp();
  const [loading, setLoading] = useState<InvoiceFile | null>(null);
  const download = async (file: InvoiceFile) => {
    setLoading(file);
    try {
      await downloadOrderInvoice(scope, orderId, file, document, `${label.replace(' ', '_')}.${file}`);
    } catch (error) {
      notification.error({ message: 'Download fehlgeschlagen', description: userMessageFor(error) });
    } finally {
      setLoading(null);
    }
  };
  return (
    <Space wrap size={6}>
      <FileTextOutlined aria-hidden />
      <Typography.Text>
        {label} vom {formatDate(issueDate)}
      </Typography.Text>
      {cancelled && <Tag color="default">storniert</Tag>}
      {ready ? (
        <>
          <Button size="small" icon={<FilePdfOutlined />} loading={loading === 'pdf'} onClick={() => void download('pdf')} aria-label={`${label} als PDF laden`}>
            PDF
          </Button>
          <Button size="small" icon={<CodeOutlined />} loading={loading === 'xml'} onClick={() => void download('xml')} aria-label={`${label} als XRechnung laden`}>
            XRechnung
          </Button>
        </>
      ) : (
        <Tag icon={<Spin size="small" />} color="processing">
          wird erstellt …
        </Tag>
      )}
    </Space>
  );
}

function CreateInvoiceButton({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const create = useMutation({
    mutationFn: () => createOrderInvoice(orderId),
    onSuccess: (invoice) => {
      void queryClient.invalidateQueries({ queryKey: orderInvoiceKeys.all });
      // the order now says it has an invoice
      void queryClient.invalidateQueries({ queryKey: rootKeys.admin.orders });
      notification.success({ message: `Rechnung ${invoice.number} erstellt`, description: 'PDF und XRechnung stehen in wenigen Sekunden bereit.' });
    },
    onError: (error) => notification.error({ message: 'Rechnung nicht erstellt', description: userMessageFor(error) }),
  });
  return (
    <Button size="small" icon={<FileTextOutlined />} loading={create.isPending} onClick={() => create.mutate()}>
      Rechnung erstellen
    </Button>
  );
}
