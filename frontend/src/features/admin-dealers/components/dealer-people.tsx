import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import { formatEuro } from '@/lib/format';
import { useLockDealerPerson, useUnlockDealerPerson } from '../api/mutations';
import type { DealerPerson } from '../api/queries';
import styles from './dealers-tab.module.css';

const ROLE_LABELS: Record<DealerPerson['role'], string> = { owner: 'Inhaber', buyer: 'Einkauf', viewer: 'Ansicht' };
const STATUS: Record<DealerPerson['status'], { label: string; color: string }> = {
  active: { label: 'Aktiv', color: 'green' },
  invited: { label: 'Einladung offen', color: 'gold' },
  locked: { label: 'Gesperrt', color: 'red' },
};

const limits = (person: DealerPerson) =>
  [person.orderLimit && `Limit ${formatEuro(person.orderLimit)}`, person.monthlyBudget && `Budget ${formatEuro(person.monthlyBudget)}/Monat`]
    .filter(Boolean)
    .join(' · ');

/** The people of one dealer company: role, limits, state; the administrator locks or unlocks one of them. */
export function DealerPeople({ people }: { people: DealerPerson[] }) {
  const lock = useLockDealerPerson();
  const unlock = useUnlockDealerPerson();
  return (
    <ul className={styles.people} aria-label="Personen der Firma">
      {people.map((person) => (
        <li key={person.id} className={styles.person} data-testid="dealer-person">
          <Typography.Text className={styles.personEmail}>{person.email}</Typography.Text>
          <Tag color="blue">{ROLE_LABELS[person.role]}</Tag>
          <Tag color={STATUS[person.status].color}>{STATUS[person.status].label}</Tag>
          {limits(person) && <Typography.Text type="secondary">{limits(person)}</Typography.Text>}
          {person.status === 'locked' ? (
            <Button size="small" icon={<UnlockOutlined />} onClick={() => unlock.mutate({ userId: person.userId, email: person.email })}>
              Entsperren
            </Button>
          ) : (
            <Popconfirm
              title={`${person.email} sperren?`}
              description="Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden. Die Firma bleibt freigeschaltet."
              okText="Sperren"
              cancelText="Abbrechen"
              okButtonProps={{ danger: true }}
              onConfirm={() => lock.mutateAsync({ userId: person.userId, email: person.email })}
            >
              <Button size="small" danger icon={<LockOutlined />}>
                Sperren
              </Button>
            </Popconfirm>
          )}
        </li>
      ))}
    </ul>
  );
}
