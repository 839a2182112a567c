import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { saveDownload } from '@/lib/api/download';
import { userMessageFor } from '@/lib/api/errors';

export interface DeliveryNoteButtonProps {
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  /** 'dealer' for the dealer's order pages, 'admin' for the back office. */
  scope?: 'dealer' | 'admin';
}

/** The server draws a delivery note once the goods are on their way; before that the button is not shown. */
const SHIPPED_STATUSES = new Set(['shipped', 'delivered']);

/** 'Lieferschein (PDF)': an authenticated download of the order's delivery note. */
export function DeliveryNoteButton({ orderId, orderNumber, orderStatus, scope = 'dealer' }: DeliveryNoteButtonProps) {
  const { notification } = App.useApp();
  const [loading, setLoading] = useState(false);
  if (!SHIPPED_STATUSES.has(orderStatus)) return null;
  const download = async () => {
    setLoading(true);
    const options = { params: { path: { id: orderId } }, parseAs: 'blob' as const };
    try {
      await saveDownload(
        scope === 'admin' ? api.GET('/api/admin/orders/{id}/delivery-note.pdf', options) : api.GET('/api/orders/{id}/delivery-note.pdf', options),
        `Lieferschein-${orderNumber}.pdf`,
      );
    } catch (error) {
      notification.error({ message: 'Download fehlgeschlagen', description: userMessageFor(error) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="small" icon={<FilePdfOutlined />} loading={loading} onClick={() => void download()} data-testid="delivery-note-download">
      Lieferschein (PDF)
    </Button>
  );
}
