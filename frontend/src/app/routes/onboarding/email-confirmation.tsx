import { CheckCircleTwoTone, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useSession } from '@/lib/session/session-context';
import { useResendConfirmation } from '@/features/auth/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { OnboardingSteps } from './onboarding-steps';
import styles from './onboarding.module.css';

/** Onboarding step 3 of 3: what happens next, with a resend button. */
export function EmailConfirmationPage() {
  useDocumentTitle('E-Mail bestätigen');
  const session = useSession();
  const resend = useResendConfirmation();
  const email = session.status === 'authenticated' ? session.user.email : undefined;
  const confirmed = session.status === 'authenticated' && session.profile?.emailConfirmed;

  return (
    <div className={styles.page}>
      <OnboardingSteps current={2} />
      <Typography.Title level={1} className={styles.title}>
        Bitte bestätigen Sie Ihre E-Mail-Adresse
      </Typography.Title>
      <Card>
        {confirmed ? (
          <Alert type="success" showIcon message="Ihre E-Mail-Adresse ist bestätigt." style={{ marginBottom: 16 }} />
        ) : (
          <Typography.Paragraph>
            <MailOutlined /> Wir haben Ihnen eine Bestätigungs-E-Mail{email ? <> an <strong>{email}</strong></> : null} gesendet.
            Bitte klicken Sie auf den Link darin.
          </Typography.Paragraph>
        )}
        <Typography.Title level={4}>So geht es weiter</Typography.Title>
        <ol className={styles.list}>
          <li>Sie bestätigen Ihre E-Mail-Adresse über den Link in der E-Mail.</li>
          <li>Unser Team prüft Ihre Geschäftsdokumente, in der Regel innerhalb von 1-2 Werktagen.</li>
          <li>Sie erhalten eine E-Mail, sobald Ihr Händlerkonto freigeschaltet ist.</li>
          <li>Danach sehen Sie Ihre Händlerpreise und können bestellen.</li>
        </ol>
        <Alert
          type="info"
          showIcon
          message="Keine E-Mail erhalten?"
          description="Sehen Sie bitte auch im Spam-Ordner nach. Die E-Mail kann bis zu 10 Minuten unterwegs sein."
          style={{ marginBottom: 16 }}
        />
        {!confirmed &&
          (email ? (
            <Button onClick={() => resend.mutate(email)} loading={resend.isPending} disabled={resend.isSuccess}>
              {resend.isSuccess ? 'E-Mail erneut gesendet' : 'Bestätigungs-E-Mail erneut senden'}
            </Button>
          ) : (
            <Form layout="inline" onFinish={(values: { email: string }) => resend.mutate(values.email.trim())}>
              <Form.Item name="email" rules={[{ required: true, type: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }]}>
                <Input type="email" placeholder="name@fahrradladen.de" aria-label="E-Mail" />
              </Form.Item>
              <Button htmlType="submit" loading={resend.isPending}>
                Erneut senden
              </Button>
            </Form>
          ))}
        {resend.isSuccess && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            <CheckCircleTwoTone twoToneColor="#52c41a" /> Falls Ihre Adresse noch nicht bestätigt war, ist eine neue E-Mail unterwegs.
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
