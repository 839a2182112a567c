import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DealerOnly } from '@/components/orders/dealer-only';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { cartQueryOptions } from '@/features/cart/api/queries';
import { CheckoutForm, type CheckoutValues } from '@/features/cart/components/checkout-form';
import type { ShownAddress } from '@/features/cart/delivery-address';
import { addressesQueryOptions } from '@/features/company/api/queries';
import { SpendingLimitNotice } from '@/features/company/components/spending-limit-notice';
import { type DealerProfile, ownDealerProfileQueryOptions } from '@/features/dealer-profile/api/queries';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CART_MESSAGES, cartFailureText } from '@/lib/cart-messages';

export function CheckoutPage() {
  useDocumentTitle('Kasse');
  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>Kasse</Typography.Title>
      <DealerOnly what="zu bestellen">
        <CheckoutContent />
      </DealerOnly>
    </div>
  );
}

const prefill = (profile: DealerProfile | undefined): Partial<CheckoutValues> =>
  profile
    ? {
        company: profile.companyName,
        contactPerson: profile.contactPerson,
        address: profile.address ?? '',
        postalCode: profile.postalCode ?? '',
        city: profile.city ?? '',
        phone: profile.phone ?? '',
      }
    : {};

/** A drop-shipped order is billed to the company at its profile address. */
const companyBilling = (profile: DealerProfile | undefined): ShownAddress | null =>
  profile
    ? {
        name: profile.companyName,
        contactPerson: profile.contactPerson,
        street: profile.address ?? '',
        postalCodeAndCity: `${profile.postalCode ?? ''} ${profile.city ?? ''}`.trim(),
        dropShipping: false,
      }
    : null;

function CheckoutContent() {
  const cart = useQuery(cartQueryOptions());
  const profile = useQuery(ownDealerProfileQueryOptions());
  // without a readable address book the checkout works as before: the form only
  const addresses = useQuery(addressesQueryOptions());
  if (cart.isPending || profile.isPending || addresses.isPending) return <PageSpinner />;
  if (cart.isError) return <Alert type="error" showIcon message="Fehler" description={cartFailureText(CART_MESSAGES.loadFailed, cart.error)} />;
  if (cart.data.items.length === 0) {
    return (
      <Empty description="Ihr Warenkorb ist leer.">
        <LinkButton type="primary" to={paths.products}>
          Zum Produktkatalog
        </LinkButton>
      </Empty>
    );
  }
  return (
    <>
      {cart.data.checkoutBlocked && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={cart.data.cartProblemMessage ? 'Der Warenkorb übersteigt den Höchstbetrag einer Bestellung' : 'Einige Positionen sind nicht mehr in dieser Menge verfügbar'}
          description={
            cart.data.cartProblemMessage ? (
              <>
                {cart.data.cartProblemMessage} <Link to={paths.cart}>Zum Warenkorb</Link>
              </>
            ) : (
              <>
                Bitte passen Sie sie im <Link to={paths.cart}>Warenkorb</Link> an.
              </>
            )
          }
        />
      )}
      <SpendingLimitNotice subtotal={cart.data.amounts.subtotal} style={{ marginBottom: 16 }} />
      <CheckoutForm
        initialValues={prefill(profile.data)}
        initialCart={cart.data}
        savedAddresses={addresses.data ?? []}
        companyBilling={companyBilling(profile.data)}
      />
    </>
  );
}
