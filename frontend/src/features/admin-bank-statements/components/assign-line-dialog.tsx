import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatEuro } from '@/lib/format';
import { useAssignBankStatementLine } from '../api/mutations';
import type { BankStatementLine } from '../api/types';

/** Names the invoice an unmatched credit pays; the line becomes a proposal, booked when confirmed. */
export function AssignLineDialog({ statementId, line, onClose }: { statementId: string; line: BankStatementLine | null; onClose: () => void }) {
  const assign = useAssignBankStatementLine(statementId);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setInvoiceNumber('');
    setError(null);
    assign.reset();
    onClose();
  };
  const submit = () => {
    if (!line) return;
    if (!invoiceNumber.trim()) {
      setError('Bitte geben Sie eine Rechnungsnummer ein.');
      return;
    }
    assign.mutate({ lineId: line.id, invoiceNumber: invoiceNumber.trim() }, { onSuccess: close, onError: (failure) => setError(userMessageFor(failure)) });
  };

  return (
    <Modal
      open={line !== null}
      title="Gutschrift einer Rechnung zuordnen"
      okText="Zuordnen"
      cancelText="Abbrechen"
      onOk={submit}
      onCancel={close}
      confirmLoading={assign.isPending}
      destroyOnClose
    >
      {line && (
        <Typography.Paragraph>
          {formatEuro(line.amount)} von {line.counterpartyName ?? 'unbekannt'}
          <br />
          <Typography.Text type="secondary">{line.remittance || 'ohne Verwendungszweck'}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Rechnungsnummer" required>
          <Input
            autoFocus
            placeholder="RE-2026-00001"
            maxLength={30}
            value={invoiceNumber}
            onChange={(event) => {
              setInvoiceNumber(event.target.value);
              setError(null);
            }}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} />}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Weicht der Betrag ab, wird eine Teilzahlung gebucht; ein Überschuss wird Guthaben der Firma.
      </Typography.Paragraph>
    </Modal>
  );
}
