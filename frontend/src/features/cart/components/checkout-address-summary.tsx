import { Form, Tag, Typography } from 'antd';
import { DROP_SHIPPING_LABEL, type SavedAddress, shownAddress, type ShownAddress, type TypedAddress } from '../delivery-address';

function AddressLines({ address }: { address: ShownAddress }) {
  return (
    <address style={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      {[address.name, address.contactPerson, address.street, address.postalCodeAndCity].filter(Boolean).map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </address>
  );
}

/** Where the order goes and who gets the invoice: a drop-shipped order is billed to the company. */
export function CheckoutAddressSummary({ saved, companyBilling }: { saved: readonly SavedAddress[]; companyBilling: ShownAddress | null }) {
  const form = Form.useFormInstance();
  // preserve: without saved addresses the choice is not a field, only the form's initial value
  const choice: string | undefined = Form.useWatch('addressChoice', { form, preserve: true });
  const typed: Partial<TypedAddress> = Form.useWatch((values) => values, form) ?? {};
  const shipping = shownAddress(choice, saved, typed);
  if (!shipping) return null;
  return (
    <div data-testid="checkout-address-summary" style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">Lieferung an</Typography.Text>
      {shipping.dropShipping && (
        <div>
          <Tag color="orange">{DROP_SHIPPING_LABEL}</Tag>
        </div>
      )}
      <AddressLines address={shipping} />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        Rechnung an
      </Typography.Text>
      {shipping.dropShipping && companyBilling ? <AddressLines address={companyBilling} /> : <div>dieselbe Adresse</div>}
    </div>
  );
}
