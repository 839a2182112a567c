import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, List, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { outsideDeliveryAreaText, useDeleteAddress, useSaveAddress } from '../api/mutations';
import { addressesQueryOptions, type CompanyAddress, type CompanyAddressInput } from '../api/queries';
import { AddressDialog } from './address-dialog';

/** What the API takes back of an address it sent: its fields, not the answer-only ones (id, inDeliveryArea). */
const addressInput = ({ recipient, contactPerson, address, postalCode, city, phone, isDefault, dropShipping }: CompanyAddress): CompanyAddressInput => ({
  recipient,
  contactPerson,
  address,
  postalCode,
  city,
  phone,
  isDefault,
  dropShipping,
});

/** The delivery address book: one default for checkout, drop-shipping addresses for the shop's end customers. */
export function AddressesCard() {
  const addresses = useQuery(addressesQueryOptions());
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [dialog, setDialog] = useState<{ address?: CompanyAddress } | null>(null);

  return (
    <Card title="Lieferadressen">
      <Button icon={<PlusOutlined />} onClick={() => setDialog({})} style={{ marginBottom: 8 }}>
        Adresse hinzufügen
      </Button>
      {addresses.isError && <Alert type="error" showIcon message={userMessageFor(addresses.error)} />}
      <List
        itemLayout="vertical"
        loading={addresses.isPending}
        dataSource={addresses.data ?? []}
        locale={{ emptyText: 'Noch keine Lieferadressen. An der Kasse können Sie weiterhin jede Adresse eingeben.' }}
        renderItem={(address) => (
          <List.Item
            actions={[
              ...(address.isDefault
                ? []
                : [
                    <Button key="default" type="link" onClick={() => save.mutate({ ...addressInput(address), id: address.id, isDefault: true })}>
                      Als Standard
                    </Button>,
                  ]),
              <Button key="edit" type="link" onClick={() => setDialog({ address })}>
                Bearbeiten
              </Button>,
              <Popconfirm
                key="delete"
                title="Lieferadresse löschen?"
                okText="Löschen"
                cancelText="Abbrechen"
                okButtonProps={{ danger: true }}
                // A refusal shows as the mutation's notification; the popup closes either way.
                onConfirm={() => remove.mutateAsync(address.id).catch(() => undefined)}
              >
                <Button type="link" danger>
                  Löschen
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={<EnvironmentOutlined style={{ fontSize: 18, marginTop: 4 }} />}
              title={
                <Space wrap size={[8, 4]}>
                  {address.recipient}
                  {address.isDefault && <Tag color="blue">Standard</Tag>}
                  {address.dropShipping && <Tag color="purple">Streckengeschäft</Tag>}
                  {address.inDeliveryArea === false && (
                    <Tooltip title={outsideDeliveryAreaText()}>
                      <Tag color="orange">Außerhalb des Liefergebiets</Tag>
                    </Tooltip>
                  )}
                </Space>
              }
              description={
                <>
                  <Typography.Text type="secondary">
                    {[address.contactPerson, address.address, `${address.postalCode} ${address.city}`, address.phone].filter(Boolean).join(' · ')}
                  </Typography.Text>
                  {address.inDeliveryArea === false && (
                    <Typography.Paragraph type="warning" style={{ marginBottom: 0, marginTop: 4 }}>
                      {outsideDeliveryAreaText()}
                    </Typography.Paragraph>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      {dialog && <AddressDialog address={dialog.address} onClose={() => setDialog(null)} />}
    </Card>
  );
}
