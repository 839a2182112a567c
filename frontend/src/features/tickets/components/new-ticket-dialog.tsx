import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { priorityInfo, TICKET_PRIORITIES, type TicketPriority } from '@/components/tickets/ticket-labels';
import { useCreateTicket } from '../api/mutations';
import type { OwnTicketDetail } from '../api/queries';
import { ACCEPTED_FILES, checkAttachment, MAX_FILES } from '../attachment-rules';

interface FormValues {
  subject: string;
  description: string;
  priority: TicketPriority;
}

interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (ticket: OwnTicketDetail) => void;
  /** Set when the ticket is opened from an order's detail view. */
  order?: { id: string; orderNumber: string };
}

/** Subject, description, priority and up to ten files (PDF or images, 10 MB each). */
export function NewTicketDialog({ open, onClose, onCreated, order }: NewTicketDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const create = useCreateTicket();
  const { notification } = App.useApp();

  const submit = (values: FormValues) =>
    create.mutate(
      { input: { ...values, orderId: order?.id }, files: files.map((file) => file.originFileObj as File) },
      {
        onSuccess: ({ ticket }) => {
          form.resetFields();
          setFiles([]);
          onCreated(ticket);
        },
      },
    );

  return (
    <Modal
      open={open}
      title={order ? `Ticket zur Bestellung ${order.orderNumber}` : 'Neues Support-Ticket'}
      okText="Ticket senden"
      cancelText="Abbrechen"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
      width={600}
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ priority: 'medium' }} requiredMark="optional">
        <Form.Item
          name="subject"
          label="Betreff"
          rules={[
            { required: true, whitespace: true, message: 'Bitte geben Sie einen Betreff ein.' },
            { min: 3, message: 'Der Betreff muss mindestens 3 Zeichen lang sein.' },
          ]}
        >
          <Input maxLength={200} placeholder="z. B. Falscher Artikel geliefert" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Beschreibung"
          rules={[
            { required: true, whitespace: true, message: 'Bitte beschreiben Sie Ihr Anliegen.' },
            { min: 10, message: 'Bitte beschreiben Sie Ihr Anliegen in mindestens 10 Zeichen.' },
          ]}
        >
          <Input.TextArea rows={5} maxLength={5000} showCount placeholder="Was ist passiert? Artikelnummern, Mengen und Lieferdatum helfen uns." />
        </Form.Item>
        <Form.Item name="priority" label="Priorität">
          <Select options={TICKET_PRIORITIES.map((value) => ({ value, label: priorityInfo(value).label }))} />
        </Form.Item>
        <Form.Item label="Anhänge" extra={`PDF, JPG, PNG oder WEBP, höchstens 10 MB je Datei, bis zu ${MAX_FILES} Dateien.`}>
          <Upload
            accept={ACCEPTED_FILES}
            multiple
            fileList={files}
            maxCount={MAX_FILES}
            beforeUpload={(file) => {
              const problem = checkAttachment(file);
              if (problem) notification.error({ message: 'Ungültige Datei', description: `${file.name}: ${problem}` });
              return problem ? Upload.LIST_IGNORE : false;
            }}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<UploadOutlined />}>Dateien auswählen</Button>
          </Upload>
        </Form.Item>
        {create.isError && <Alert type="error" showIcon message="Das Ticket konnte nicht erstellt werden." />}
      </Form>
    </Modal>
  );
}
