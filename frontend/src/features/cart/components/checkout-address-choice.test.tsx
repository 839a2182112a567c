import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { initialAddressChoice, type SavedAddress } from '../delivery-address';
import { CheckoutAddressChoice } from './checkout-address-choice';
import { CheckoutAddressSummary } from './checkout-address-summary';

const SHOP: SavedAddress = {
  id: 'shop',
  recipient: 'Radsport Hansen GmbH',
  contactPerson: 'Lars Hansen',
  address: 'Am Wall 142',
  postalCode: '28195',
  city: 'Bremen',
  phone: null,
  isDefault: true,
  dropShipping: false,
};
const END_CUSTOMER: SavedAddress = { ...SHOP, id: 'kunde', recipient: 'Familie Krüger', contactPerson: null, address: 'Lesumer Heerstraße 7', postalCode: '28717', isDefault: false, dropShipping: true };
const PROFILE = { company: 'Radsport Hansen GmbH', address: 'Am Wall 142', postalCode: '28195', city: 'Bremen' };
const BILLING = { name: 'Radsport Hansen GmbH', contactPerson: null, street: 'Am Wall 142', postalCodeAndCity: '28195 Bremen', dropShipping: false };

function renderChoice(saved: SavedAddress[]) {
  render(
    <Form initialValues={{ addressChoice: initialAddressChoice(saved), ...PROFILE }}>
      <CheckoutAddressChoice saved={saved} />
      <CheckoutAddressSummary saved={saved} companyBilling={BILLING} />
    </Form>,
  );
}

const summaryText = () => screen.getByTestId('checkout-address-summary').textContent;

describe('CheckoutAddressChoice', () => {
  it('without saved addresses shows the form as before, and the summary what is typed', async () => {
    renderChoice([]);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect((screen.getByLabelText('Firmenname') as HTMLInputElement).value).toBe('Radsport Hansen GmbH');
    await waitFor(() => expect(summaryText()).toBe('Lieferung anRadsport Hansen GmbHAm Wall 14228195 BremenRechnung andieselbe Adresse'));
  });

  it('preselects the default, marks the drop-shipping address and bills the company when it is picked', async () => {
    renderChoice([SHOP, END_CUSTOMER]);
    expect((screen.getByRole('radio', { name: /Radsport Hansen GmbH/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Familie Krüger/ }).closest('label')!.textContent).toContain('Streckengeschäft – an Endkunden');
    expect(screen.queryByLabelText('Firmenname')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Familie Krüger/ }));
    await waitFor(() => expect(summaryText()).toContain('Familie Krüger'));
    expect(summaryText()).toBe('Lieferung anStreckengeschäft – an EndkundenFamilie KrügerLesumer Heerstraße 728717 BremenRechnung anRadsport Hansen GmbHAm Wall 14228195 Bremen');
  });

  it('shows the form on request and keeps what was typed while a saved address is picked', async () => {
    renderChoice([SHOP, END_CUSTOMER]);
    fireEvent.click(screen.getByRole('radio', { name: 'Andere Lieferadresse eingeben' }));
    fireEvent.change(await screen.findByLabelText('Straße und Hausnummer'), { target: { value: 'Hafenstraße 5' } });
    fireEvent.click(screen.getByRole('radio', { name: /Radsport Hansen GmbH/ }));
    await waitFor(() => expect(screen.queryByLabelText('Straße und Hausnummer')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: 'Andere Lieferadresse eingeben' }));
    expect(((await screen.findByLabelText('Straße und Hausnummer')) as HTMLInputElement).value).toBe('Hafenstraße 5');
  });
});
