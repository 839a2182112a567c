import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/mutations';
import { accountStatusLabel, accountStatusTone, type Session } from '@/lib/session/session';
import styles from './app-sidebar.module.css';

interface SidebarAccountProps {
  session: Session;
  collapsed: boolean;
}

/** Sidebar footer: who is signed in and how to leave, or the way in. */
export function SidebarAccount({ session, collapsed }: SidebarAccountProps) {
  const signOut = useSignOut();

  if (session.status === 'restoring') {
    return collapsed ? null : <div className={styles.restoring} aria-busy="true" aria-label="Anmeldung wird geprüft" />;
  }

  if (session.status === 'anonymous') {
    return collapsed ? (
      <Link to={paths.auth} aria-label="Händler-Login" title="Händler-Login" className={styles.iconLink}>
        <LoginOutlined />
      </Link>
    ) : (
      <div className={styles.account}>
        <span className={styles.companyName}>{company.name}</span>
        <Link to={paths.auth} className={styles.loginLink}>
          <LoginOutlined /> Händler-Login
        </Link>
      </div>
    );
  }

  const status = accountStatusLabel(session);
  const companyName = session.profile?.dealer?.companyName ?? company.name;
  const logoutButton = (
    <Button
      icon={<LogoutOutlined />}
      onClick={() => signOut.mutate()}
      loading={signOut.isPending}
      block={!collapsed}
      type={collapsed ? 'text' : 'default'}
      aria-label="Abmelden"
      title={collapsed ? `Abmelden (${session.user.email})` : undefined}
    >
      {!collapsed && 'Abmelden'}
    </Button>
  );

  if (collapsed) return logoutButton;

  return (
    <div className={styles.account}>
      <span className={styles.companyName}>{companyName}</span>
      <span className={styles.email} title={session.user.email}>
        {session.user.email}
      </span>
      {status && (
        <span className={styles.status} data-tone={accountStatusTone(session)} data-testid="account-status">
          {status}
        </span>
      )}
      {logoutButton}
    </div>
  );
}
