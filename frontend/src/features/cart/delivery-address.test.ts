import { describe, expect, it } from 'vitest';
import { initialAddressChoice, isKnownChoice, type SavedAddress, shippingPart, shownAddress, TYPED_ADDRESS } from './delivery-address';

const address = (id: string, extra: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  recipient: `Empfänger ${id}`,
  contactPerson: null,
  address: 'Am Deich 12',
  postalCode: '28199',
  city: 'Bremen',
  phone: null,
  isDefault: false,
  dropShipping: false,
  ...extra,
});

const typed = { company: ' Radsport Hansen GmbH ', contactPerson: ' ', address: 'Am Wall 142', postalCode: '28195 ', city: 'Bremen', phone: '' };

describe('delivery address at checkout', () => {
  it('preselects the default address, else the first saved one, and the form when the book is empty', () => {
    expect(initialAddressChoice([address('a'), address('b', { isDefault: true })])).toBe('b');
    expect(initialAddressChoice([address('a'), address('b')])).toBe('a');
    expect(initialAddressChoice([])).toBe(TYPED_ADDRESS);
  });

  it('sends only the id of a saved address, and the trimmed form otherwise', () => {
    expect(shippingPart('b', typed)).toEqual({ addressId: 'b' });
    // without saved addresses there is no choice field: the form is what counts
    expect(shippingPart(undefined, typed)).toEqual(shippingPart(TYPED_ADDRESS, typed));
    expect(shippingPart(TYPED_ADDRESS, typed)).toEqual({
      shippingAddress: { company: 'Radsport Hansen GmbH', contactPerson: null, address: 'Am Wall 142', postalCode: '28195', city: 'Bremen', phone: null },
    });
  });

  it('no longer accepts a saved address that has vanished from the book', () => {
    const book = [address('a')];
    expect(isKnownChoice('a', book)).toBe(true);
    expect(isKnownChoice(TYPED_ADDRESS, book)).toBe(true);
    expect(isKnownChoice('weg', book)).toBe(false);
    expect(isKnownChoice(undefined, book)).toBe(false);
  });

  it('shows the picked address (with its drop-shipping mark) or what is typed in the summary', () => {
    const book = [address('a', { dropShipping: true, contactPerson: 'Maren Krüger' })];
    expect(shownAddress('a', book, typed)).toEqual({
      name: 'Empfänger a',
      contactPerson: 'Maren Krüger',
      street: 'Am Deich 12',
      postalCodeAndCity: '28199 Bremen',
      dropShipping: true,
    });
    expect(shownAddress(TYPED_ADDRESS, book, typed)).toEqual({
      name: 'Radsport Hansen GmbH',
      contactPerson: null,
      street: 'Am Wall 142',
      postalCodeAndCity: '28195 Bremen',
      dropShipping: false,
    });
    expect(shownAddress(TYPED_ADDRESS, book, {})).toBeNull();
    expect(shownAddress('weg', book, typed)).toBeNull();
  });
});
