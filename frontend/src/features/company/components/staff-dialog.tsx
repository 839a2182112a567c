import { Form, Input, Modal, Select } from 'antd';
import { euroInputText, parseEuroInput } from '@/lib/euro-input';
import { useInviteStaff, useUpdateStaff } from '../api/mutations';
import { COMPANY_ROLE_LABELS, type CompanyRole, type StaffMember } from '../api/queries';
import { LAST_OWNER_HINT } from '../staff-rules';

interface Values {
  email: string;
  role: CompanyRole;
  orderLimit?: string;
  monthlyBudget?: string;
}

const ROLE_OPTIONS = (['owner', 'buyer', 'viewer'] as const).map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));
/** Empty is no limit; anything else must read as an amount (German "1.000,50" as well as "1000.50"). */
const amountRule = (label: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (value?.trim() && parseEuroInput(value) === null) {
      throw new Error(`${label}: bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben (z. B. 500, 499,90 oder 1.000,50).`);
    }
  },
});
/** The form takes German amounts; the API wants "1000.50" or null for no limit. */
const toAmount = (value: string | undefined) => (value?.trim() ? parseEuroInput(value) : null);

/**
 * Invite a person (e-mail, role, limits) or change an existing one's role and limits. `lastOwner`: the company's
 * only owner who can act keeps the role (the server refuses the change with 409).
 */
export function StaffDialog({ member, lastOwner = false, onClose }: { member?: StaffMember; lastOwner?: boolean; onClose: () => void }) {
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
        name="staff"
        layout="vertical"
        requiredMark={false}
        disabled={pending}
        initialValues={{
          role: member?.role ?? 'buyer',
          orderLimit: member?.orderLimit ? euroInputText(member.orderLimit) : '',
          monthlyBudget: member?.monthlyBudget ? euroInputText(member.monthlyBudget) : '',
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
        <Form.Item label="Rolle" name="role" rules={[{ required: true, message: 'Bitte wählen Sie eine Rolle.' }]} extra={lastOwner ? LAST_OWNER_HINT : undefined}>
          <Select options={ROLE_OPTIONS} disabled={lastOwner} />
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
