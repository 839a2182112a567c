import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, List, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderConfirmationPath } from '@/config/paths';
import { userMessageFor } from '@/lib/api/errors';
import { formatDateTime, formatEuro } from '@/lib/format';
import { useApproveOrder, useRejectOrder } from '../api/mutations';
import { awaitingApprovalQueryOptions, type OrderSummary } from '../api/queries';
import styles from './approval-queue.module.css';

/**
 * For owners: the buyers' orders above their limit. Approving places the order as if ordered now (today's
 * prices and stock); rejecting asks for the reason the buyer reads. The server decides each once.
 */
export function ApprovalQueue() {
  const waiting = useQuery(awaitingApprovalQueryOptions());
  const [rejecting, setRejecting] = useState<OrderSummary | null>(null);
  const orders = waiting.data?.items ?? [];
  if (orders.length === 0) return null;
  return (
    <Card className={styles.queue} title={`Freigabe ausstehend (${orders.length})`} data-testid="approval-queue">
      <Typography.Paragraph type="secondary">
        Diese Bestellungen Ihrer Einkäufer liegen über deren Bestelllimit oder Monatsbudget. Bei der Freigabe gelten heutige Preise und
        heutiger Bestand.
      </Typography.Paragraph>
      <List
        dataSource={orders}
        rowKey="id"
        renderItem={(order) => (
          <List.Item className={styles.item}>
            <div className={styles.order}>
              <Link to={orderConfirmationPath(order.id)} className={styles.number}>
                {order.orderNumber}
              </Link>
              <Typography.Text type="secondary">
                {formatDateTime(order.createdAt)} · {order.itemCount} Artikel · {formatEuro(order.totalAmount)} brutto
              </Typography.Text>
            </div>
            <Decision order={order} onReject={() => setRejecting(order)} />
          </List.Item>
        )}
      />
      {rejecting && <RejectDialog order={rejecting} onClose={() => setRejecting(null)} />}
    </Card>
  );
}

function Decision({ order, onReject }: { order: OrderSummary; onReject: () => void }) {
  const approve = useApproveOrder();
  const { message } = App.useApp();
  const approveNow = () =>
    approve.mutate(order.id, {
      onSuccess: () => void message.success(`Bestellung ${order.orderNumber} freigegeben.`),
      onError: (error) => void message.error(userMessageFor(error)),
    });
  return (
    <Space wrap>
      <Button type="primary" icon={<CheckOutlined />} loading={approve.isPending} onClick={approveNow} aria-label={`${order.orderNumber} freigeben`}>
        Freigeben
      </Button>
      <Button icon={<CloseOutlined />} disabled={approve.isPending} onClick={onReject} aria-label={`${order.orderNumber} ablehnen`}>
        Ablehnen
      </Button>
    </Space>
  );
}

function RejectDialog({ order, onClose }: { order: OrderSummary; onClose: () => void }) {
  const reject = useRejectOrder();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = ({ reason }: { reason: string }) =>
    reject.mutate(
      { id: order.id, reason },
      {
        onSuccess: () => {
          void message.success(`Bestellung ${order.orderNumber} abgelehnt.`);
          onClose();
        },
        // the dialog stays open with the reason typed, so nothing is lost
        onError: (error) => void message.error(userMessageFor(error)),
      },
    );
  return (
    <Modal
      open
      title={`Bestellung ${order.orderNumber} ablehnen`}
      okText="Ablehnen"
      okButtonProps={{ danger: true, loading: reject.isPending }}
      cancelText="Abbrechen"
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="Grund (der Einkäufer liest ihn)"
          rules={[
            { required: true, whitespace: true, message: 'Bitte geben Sie einen Grund für die Ablehnung an.' },
            { min: 3, message: 'Bitte geben Sie einen Grund für die Ablehnung an (mindestens 3 Zeichen).' },
            { max: 500, message: 'Höchstens 500 Zeichen.' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
