import { Form, Input, Modal, Select } from 'antd';
import { useInviteStaff, useUpdateStaff } from '../api/mutations';
import { COMPANY_ROLE_LABELS, type CompanyRole, type StaffMember } from '../api/queries';

interface Values {
  email: string;
  role: CompanyRole;
  orderLimit?: string;
  monthlyBudget?: string;
}

const ROLE_OPTIONS = (['owner', 'buyer', 'viewer'] as const).map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));
const AMOUNT = /^\d{1,10}([.,]\d{1,2})?$/;
const amountRule = (label: string) => ({
  pattern: AMOUNT,
  message: `${label}: bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben (z. B. 500 oder 499,90).`,
});
/** The form takes German decimals; the API wants "499.90" or null for no limit. */
const toAmount = (value: string | undefined) => (value?.trim() ? value.trim().replace(',', '.') : null);

/** Invite a person (e-mail, role, limits) or change an existing one's role and limits. */
export function StaffDialog({ member, onClose }: { member?: StaffMember; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  const pending = invite.isPending || update.isPending;

  const submit = async (values: Values) => {
    const limits = { orderLimit: toAmount(values.orderLimit), monthlyBudget: toAmount(values.monthlyBudget) };
    if (member) await update.mutateAsync({ id: member.id, role: values.role, ...limits });
    else await invite.mutateAsync({ email: values.email.trim(), role: values.role, ...limits });
    onClose();
  };

  return (
    <Modal
      open
      title={member ? `${member.email} bearbeiten` : 'Mitarbeiter einladen'}
      okText={member ? 'Speichern' : 'Einladung senden'}
      cancelText="Abbrechen"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnClose
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={pending}
        initialValues={{
          role: member?.role ?? 'buyer',
          orderLimit: member?.orderLimit?.replace('.', ',') ?? '',
          monthlyBudget: member?.monthlyBudget?.replace('.', ',') ?? '',
        }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        {!member && (
          <Form.Item
            label="E-Mail-Adresse"
            name="email"
            rules={[
              { required: true, message: 'Bitte geben Sie eine E-Mail-Adresse ein.' },
              { type: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
            ]}
          >
            <Input type="email" autoComplete="off" placeholder="einkauf@ihr-radladen.de" />
          </Form.Item>
        )}
        <Form.Item label="Rolle" name="role" rules={[{ required: true, message: 'Bitte wählen Sie eine Rolle.' }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item label="Bestelllimit je Bestellung (netto)" name="orderLimit" rules={[amountRule('Bestelllimit')]} extra="Leer lassen für kein Limit.">
          <Input addonAfter="€" inputMode="decimal" />
        </Form.Item>
        <Form.Item
          label="Monatsbudget (pro Person)"
          name="monthlyBudget"
          rules={[amountRule('Monatsbudget')]}
          extra="Netto, für die Bestellungen dieser Person im Kalendermonat. Leer lassen für kein Budget."
        >
          <Input addonAfter="€" inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
