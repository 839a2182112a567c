import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, List, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatEuro } from '@/lib/format';
import { useInviteStaff, useRemoveStaff } from '../api/mutations';
import { COMPANY_ROLE_LABELS, type StaffMember, staffQueryOptions } from '../api/queries';
import { LAST_OWNER_HINT, lastActingOwnerId } from '../staff-rules';
import { StaffDialog } from './staff-dialog';

const STATUS: Record<StaffMember['status'], { label: string; color: string }> = {
  active: { label: 'Aktiv', color: 'green' },
  invited: { label: 'Einladung offen', color: 'gold' },
  locked: { label: 'Gesperrt', color: 'red' },
};

const limitText = (member: StaffMember) =>
  [
    member.orderLimit ? `bis ${formatEuro(member.orderLimit)} je Bestellung` : null,
    member.monthlyBudget ? `${formatEuro(member.monthlyBudget)} im Monat` : null,
  ]
    .filter(Boolean)
    .join(' · ') || 'ohne Limit';

/** The company's people: invite, change role and limits, remove. */
export function StaffCard() {
  const staff = useQuery(staffQueryOptions());
  const remove = useRemoveStaff();
  const resend = useInviteStaff();
  const [dialog, setDialog] = useState<{ member?: StaffMember } | null>(null);
  const lastOwner = lastActingOwnerId(staff.data ?? []);

  return (
    <Card
      title="Mitarbeiter"
      extra={
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog({})}>
          Einladen
        </Button>
      }
    >
      {staff.isError && <Alert type="error" showIcon message={userMessageFor(staff.error)} />}
      <List
        itemLayout="vertical"
        loading={staff.isPending}
        dataSource={staff.data ?? []}
        locale={{ emptyText: 'Noch keine Mitarbeiter' }}
        renderItem={(member) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" onClick={() => setDialog({ member })}>
                Bearbeiten
              </Button>,
              ...(member.status === 'invited'
                ? [
                    <Button
                      key="resend"
                      type="link"
                      onClick={() =>
                        resend.mutate({ email: member.email, role: member.role, orderLimit: member.orderLimit, monthlyBudget: member.monthlyBudget })
                      }
                    >
                      Erneut senden
                    </Button>,
                  ]
                : []),
              member.id === lastOwner ? (
                // The server refuses it (409): not offered, with the reason at hand.
                <Tooltip key="remove" title={LAST_OWNER_HINT}>
                  <Typography.Text type="secondary">Letzter Inhaber</Typography.Text>
                </Tooltip>
              ) : (
                <Popconfirm
                  key="remove"
                  title={member.status === 'invited' ? `Einladung an ${member.email} zurückziehen?` : `${member.email} entfernen?`}
                  description={
                    member.status === 'invited'
                      ? 'Der Link in der E-Mail funktioniert danach nicht mehr.'
                      : member.isSelf
                        ? 'Sie werden sofort abgemeldet und können sich nicht mehr anmelden.'
                        : 'Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden.'
                  }
                  okText={member.status === 'invited' ? 'Zurückziehen' : 'Entfernen'}
                  cancelText="Abbrechen"
                  okButtonProps={{ danger: true }}
                  // A refusal shows the server's message as a notification (the mutation's onError); the popup closes either way.
                  onConfirm={() => remove.mutateAsync({ id: member.id, email: member.email }).catch(() => undefined)}
                >
                  <Button type="link" danger>
                    {member.status === 'invited' ? 'Zurückziehen' : 'Entfernen'}
                  </Button>
                </Popconfirm>
              ),
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap size={[8, 4]}>
                  <span style={{ wordBreak: 'break-all' }}>{member.email}</span>
                  {member.isSelf && <Typography.Text type="secondary">(Sie)</Typography.Text>}
                </Space>
              }
              description={
                <Space wrap size={[8, 4]}>
                  <Tag color="blue">{COMPANY_ROLE_LABELS[member.role]}</Tag>
                  <Tag color={STATUS[member.status].color}>{STATUS[member.status].label}</Tag>
                  {member.role !== 'viewer' && <span>{limitText(member)}</span>}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {dialog && <StaffDialog member={dialog.member} lastOwner={dialog.member !== undefined && dialog.member.id === lastOwner} onClose={() => setDialog(null)} />}
    </Card>
  );
}
