import { Steps } from 'antd';

/** Registration (1), documents (2), e-mail confirmation (3). */
export function OnboardingSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <Steps
      current={current}
      responsive={false}
      size="small"
      style={{ marginBottom: 24 }}
      items={[{ title: 'Registrierung' }, { title: 'Dokumente' }, { title: 'E-Mail bestätigen' }]}
    />
  );
}
