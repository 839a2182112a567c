import type { components } from '@/lib/api/schema.gen';

type Address = components['schemas']['OrderAddressDto'];

export function OrderAddress({ address }: { address: Address }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {address.company}
      {address.contactPerson && (
        <>
          <br />
          {address.contactPerson}
        </>
      )}
      <br />
      {address.address}
      <br />
      {address.postalCode} {address.city}
      {address.phone && (
        <>
          <br />
          Tel. {address.phone}
        </>
      )}
    </address>
  );
}
