import { Alert, Button, Space } from 'antd';

interface SaveConflictAlertProps {
  /** The server's German message: who changed or deleted the product, and when. */
  message: string;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}

/** Shown in the editor's footer when its save was refused because someone changed the product after it was loaded. */
export function SaveConflictAlert({ message, busy, onReload, onOverwrite }: SaveConflictAlertProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ flex: 1 }}
      message={message}
      description="Ihre Eingaben sind noch im Formular: Laden Sie den aktuellen Stand (Ihre Eingaben verfallen) oder speichern Sie bewusst darüber."
      action={
        <Space direction="vertical">
          <Button size="small" onClick={onReload} disabled={busy}>
            Aktuellen Stand laden
          </Button>
          <Button size="small" danger onClick={onOverwrite} loading={busy}>
            Trotzdem speichern
          </Button>
        </Space>
      }
    />
  );
}
