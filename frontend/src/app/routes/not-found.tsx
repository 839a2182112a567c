import { Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Seite nicht gefunden');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div style={{ textAlign: 'center', padding: '72px 16px' }}>
      <Typography.Title style={{ fontSize: 72, marginBottom: 8 }}>404</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 20 }} type="secondary">
        Diese Seite gibt es nicht (mehr).
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">Vielleicht hat sich die Adresse geändert oder ein Link ist veraltet.</Typography.Paragraph>
      <LinkButton type="primary" to={paths.home}>
        Zurück zur Startseite
      </LinkButton>
    </div>
  );
}
