import { Space } from 'antd';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** The payment pages' ways on: catalogue, profile, cart. */
export function PaymentLinks() {
  return (
    <Space wrap>
      <LinkButton to={paths.products}>Zum Produktkatalog</LinkButton>
      <LinkButton to={paths.profile}>Zum Profil</LinkButton>
      <LinkButton to={paths.cart}>Zum Warenkorb</LinkButton>
    </Space>
  );
}
