import type { components } from '@/lib/api/schema.gen';
import type { CheckoutInput } from './api/place-order';

export type SavedAddress = components['schemas']['CompanyAddressDto'];

/** The choice that shows the address form instead of a saved address. */
export const TYPED_ADDRESS = 'typed';

export const DROP_SHIPPING_LABEL = 'Streckengeschäft – an Endkunden';

export interface TypedAddress {
  company: string;
  contactPerson?: string;
  address: string;
  postalCode: string;
  city: string;
  phone?: string;
}

/** The address a person reads in the summary, whichever way it was chosen. */
export interface ShownAddress {
  name: string;
  contactPerson: string | null;
  street: string;
  postalCodeAndCity: string;
  dropShipping: boolean;
}

/** The default address when the company has one, else the first saved one, else the form. */
export function initialAddressChoice(saved: readonly SavedAddress[]): string {
  return (saved.find((address) => address.isDefault) ?? saved[0])?.id ?? TYPED_ADDRESS;
}

/** A saved address that vanished (deleted meanwhile) is no choice any more: the buyer picks again. */
export function isKnownChoice(choice: string | undefined, saved: readonly SavedAddress[]): boolean {
  return choice === TYPED_ADDRESS || saved.some((address) => address.id === choice);
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The server decides what a saved address contains: the browser sends only its id. */
export function shippingPart(choice: string | undefined, typed: TypedAddress): Pick<CheckoutInput, 'addressId' | 'shippingAddress'> {
  if (choice && choice !== TYPED_ADDRESS) return { addressId: choice };
  return {
    shippingAddress: {
      company: typed.company.trim(),
      contactPerson: blankToNull(typed.contactPerson),
      address: typed.address.trim(),
      postalCode: typed.postalCode.trim(),
      city: typed.city.trim(),
      phone: blankToNull(typed.phone),
    },
  };
}

export function shownAddress(choice: string | undefined, saved: readonly SavedAddress[], typed: Partial<TypedAddress>): ShownAddress | null {
  if (choice === TYPED_ADDRESS) {
    if (!typed.company?.trim() && !typed.address?.trim()) return null;
    return {
      name: typed.company?.trim() ?? '',
      contactPerson: blankToNull(typed.contactPerson),
      street: typed.address?.trim() ?? '',
      postalCodeAndCity: `${typed.postalCode?.trim() ?? ''} ${typed.city?.trim() ?? ''}`.trim(),
      dropShipping: false,
    };
  }
  const picked = saved.find((address) => address.id === choice);
  if (!picked) return null;
  return {
    name: picked.recipient,
    contactPerson: picked.contactPerson,
    street: picked.address,
    postalCodeAndCity: `${picked.postalCode} ${picked.city}`,
    dropShipping: picked.dropShipping,
  };
}
