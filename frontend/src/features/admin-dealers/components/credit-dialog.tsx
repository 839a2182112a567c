import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input, Modal, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { formatDate, formatEuro } from '@/lib/format';
import type { CompanyCreditInput } from '../api/mutations';
import { type AdminDealer, companyCreditQueryOptions, paymentTermsQueryOptions } from '../api/queries';
import { parseEuroInput } from '../euro-input';

/** The select's value for "the default of the settings" (the API's null). */
const DEFAULT_TERM = '';

interface CreditValues {
  purchaseOnAccount: boolean;
  paymentTermId: string;
  creditLimit: string;
}

const LIMIT_MESSAGE = 'Bitte geben Sie das Kreditlimit als Betrag in Euro an (z. B. 5.000 oder 2500,50).';

/** The dealers tab's 'Kauf auf Rechnung' of one company: allowed, Zahlungsbedingung, Kreditlimit; with Debitorennummer, open amount and Liefersperre. */
export function CreditDialog({
  dealer,
  pending,
  onSubmit,
  onClose,
}: {
  dealer: AdminDealer | null;
  pending: boolean;
  onSubmit: (input: CompanyCreditInput) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CreditValues>();
  const standing = useQuery({ ...companyCreditQueryOptions(dealer?.companyId ?? ''), enabled: dealer !== null });
  const terms = useQuery({ ...paymentTermsQueryOptions(), enabled: dealer !== null });
  const allowed = Form.useWatch('purchaseOnAccount', form);

  useEffect(() => {
    if (!dealer) return;
    const { credit } = dealer;
    form.setFieldsValue({
      purchaseOnAccount: credit.purchaseOnAccount,
      paymentTermId: credit.paymentTermId ?? DEFAULT_TERM,
      creditLimit: Number(credit.creditLimit).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });
  }, [dealer, form]);

  const defaultLabel = terms.data?.terms.find((term) => term.id === terms.data.defaultId)?.label;
  const termOptions = [
    { value: DEFAULT_TERM, label: `Standard${defaultLabel ? ` (${defaultLabel})` : ''}` },
    ...(terms.data?.terms ?? []).map((term) => ({ value: term.id, label: term.label })),
  ];
  const current = standing.data;

  return (
    <Modal
      open={dealer !== null}
      title="Kauf auf Rechnung"
      okText="Speichern"
      cancelText="Abbrechen"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {dealer && (
        <Typography.Paragraph>
          {dealer.companyName} · Debitorennummer <strong data-testid="debtor-number">{dealer.credit.debtorNumber}</strong>
        </Typography.Paragraph>
      )}
      {current?.deliveryBlockedAt && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Liefersperre seit ${formatDate(current.deliveryBlockedAt)}`}
          description={`${current.deliveryBlockReason ?? 'Überfällige Rechnungen nach der letzten Mahnstufe.'} Kauf auf Rechnung ist gesperrt, bis bezahlt oder die Sperre aufgehoben ist.`}
        />
      )}
      <Form<CreditValues>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          onSubmit({
            purchaseOnAccount: values.purchaseOnAccount,
            paymentTermId: values.paymentTermId === DEFAULT_TERM ? null : values.paymentTermId,
            creditLimit: parseEuroInput(values.creditLimit)!,
          })
        }
      >
        <Form.Item name="purchaseOnAccount" label="Kauf auf Rechnung erlaubt" valuePropName="checked">
          <Switch checkedChildren="Ja" unCheckedChildren="Nein" />
        </Form.Item>
        <Form.Item name="paymentTermId" label="Zahlungsbedingung" extra="Gilt für die Rechnungen ab jetzt; die Liste pflegen Sie in den Einstellungen.">
          <Select options={termOptions} loading={terms.isPending} disabled={!allowed} aria-label="Zahlungsbedingung" />
        </Form.Item>
        <Form.Item
          name="creditLimit"
          label="Kreditlimit"
          rules={[{ validator: async (_, value: string) => (parseEuroInput(value) === null ? Promise.reject(new Error(LIMIT_MESSAGE)) : undefined) }]}
          extra="Offene Posten und Bestellungen auf Rechnung dürfen zusammen nicht darüber liegen (brutto)."
        >
          <Input addonAfter="€" inputMode="decimal" style={{ maxWidth: 220 }} disabled={!allowed} />
        </Form.Item>
      </Form>
      {standing.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : current ? (
        <>
          <Descriptions
            size="small"
            layout="vertical"
            column={3}
            bordered
            items={[
              { key: 'open', label: 'Offen', children: <span data-testid="credit-open">{formatEuro(current.openAmount)}</span> },
              { key: 'available', label: 'Verfügbar', children: formatEuro(current.available) },
              {
                key: 'block',
                label: 'Liefersperre',
                children: current.deliveryBlockedAt ? <Tag color="error">Ja</Tag> : <Tag color="success">Keine</Tag>,
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
            Offen: offene Posten und noch nicht berechnete Bestellungen auf Rechnung, abzüglich Guthaben.
          </Typography.Paragraph>
        </>
      ) : (
        <Alert type="warning" showIcon message="Der offene Betrag konnte nicht geladen werden." />
      )}
    </Modal>
  );
}
