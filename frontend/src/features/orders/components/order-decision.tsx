import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { useApproveOrder, useRejectOrder } from '../api/mutations';

interface WaitingOrder {
  id: string;
  orderNumber: string;
}

/**
 * An owner's decision on a buyer's order above their limit, in the approval box on /orders and on the order's page:
 * 'Freigeben' places it as if ordered now; 'Ablehnen' asks for the reason the buyer reads. The server decides each
 * once and lets only owners decide; the caller shows this to owners only.
 */
export function OrderDecision({ order }: { order: WaitingOrder }) {
  const approve = useApproveOrder();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const approveNow = () =>
    approve.mutate(order.id, {
      onSuccess: () => void message.success(`Bestellung ${order.orderNumber} freigegeben.`),
      onError: (error) => void message.error(userMessageFor(error)),
    });
  return (
    <>
      <Space wrap>
        <Button type="primary" icon={<CheckOutlined />} loading={approve.isPending} onClick={approveNow} aria-label={`${order.orderNumber} freigeben`}>
          Freigeben
        </Button>
        <Button icon={<CloseOutlined />} disabled={approve.isPending} onClick={() => setRejecting(true)} aria-label={`${order.orderNumber} ablehnen`}>
          Ablehnen
        </Button>
      </Space>
      {rejecting && <RejectDialog order={order} onClose={() => setRejecting(false)} />}
    </>
  );
}

function RejectDialog({ order, onClose }: { order: WaitingOrder; onClose: () => void }) {
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
