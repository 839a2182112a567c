import { RedoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps } from 'antd';
import { api } from '@/lib/api/client';
import { unwrap, userMessageFor } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import { mayOrder } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

interface ReorderButtonProps {
  orderId: string;
  orderNumber?: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

const positions = (count: number) => `${count} ${count === 1 ? 'Position' : 'Positionen'}`;

/**
 * 'Erneut bestellen': the order's lines go into the cart at today's prices (the server decides what still can);
 * the toast says what was added and names what was skipped and why. Not shown to whom the server refuses it
 * (a viewer, a dealer not approved).
 */
export function ReorderButton(props: ReorderButtonProps) {
  return mayOrder(useSession()) ? <Reorder {...props} /> : null;
}

function Reorder({ orderId, orderNumber, size, type = 'default' }: ReorderButtonProps) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const reorder = useMutation({
    mutationFn: () => unwrap(api.POST('/api/orders/{id}/reorder', { params: { path: { id: orderId } } })),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.cart });
      const skipped = answer.refused.map((line) => line.message);
      const description = (
        <div data-testid="reorder-result">
          {answer.added.length > 0 && <p style={{ margin: 0 }}>{positions(answer.added.length)} zu heutigen Preisen in den Warenkorb gelegt.</p>}
          {skipped.length > 0 && (
            <>
              <p style={{ margin: '8px 0 4px' }}>Übersprungen:</p>
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {skipped.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      );
      const title = orderNumber ? `Bestellung ${orderNumber} erneut bestellt` : 'Erneut bestellt';
      if (answer.added.length === 0) notification.warning({ message: 'Nichts hinzugefügt', description, duration: 8 });
      else if (skipped.length) notification.warning({ message: title, description, duration: 8 });
      else notification.success({ message: title, description });
    },
    onError: (error) => notification.error({ message: 'Erneut bestellen fehlgeschlagen', description: userMessageFor(error) }),
  });

  return (
    <Button size={size} type={type} icon={<RedoOutlined />} loading={reorder.isPending} onClick={() => reorder.mutate()}>
      Erneut bestellen
    </Button>
  );
}
