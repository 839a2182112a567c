import { BarcodeOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { CatalogueExport } from '@/features/quick-order/components/catalogue-export';
import { OrderListImport } from '@/features/quick-order/components/order-list-import';
import { QuickOrderPanel } from '@/features/quick-order/components/quick-order-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApprovedDealer, mayOrder } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

/** /schnellbestellung: order by article number or EAN, by scanner, from a list; export the catalogue. Approved dealers who may order (not viewers). */
export function QuickOrderPage() {
  useDocumentTitle('Schnellbestellung');
  const session = useSession();

  if (session.status === 'restoring') return <PageSpinner />;
  if (!isApprovedDealer(session)) {
    return (
      <Result
        status="info"
        title="Die Schnellbestellung steht freigeschalteten Händlern zur Verfügung."
        extra={
          session.status !== 'authenticated' && (
            <LinkButton type="primary" to={paths.auth}>
              Zur Anmeldung
            </LinkButton>
          )
        }
      />
    );
  }
  if (!mayOrder(session)) {
    // Not in the viewer's menu, but reachable by URL: the server refuses their cart writes (403) anyway.
    return (
      <Result
        status="403"
        title="Nur Ansicht"
        subTitle="Mit Ihrer Rolle „Ansicht“ sehen Sie Katalog, Preise, Bestellungen und Rechnungen, bestellen aber nicht. Bestellen können die Inhaber und der Einkauf Ihrer Firma."
        extra={
          <LinkButton type="primary" to={paths.products}>
            Zum Produktkatalog
          </LinkButton>
        }
      />
    );
  }
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', width: '100%', display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div>
        <Typography.Title level={1} style={{ marginBottom: 4, fontSize: 'clamp(26px, 7vw, 38px)' }}>
          <BarcodeOutlined /> Schnellbestellung
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
          Artikelnummer oder EAN eingeben oder scannen, Mengen prüfen, alles auf einmal in den Warenkorb.
        </Typography.Paragraph>
      </div>
      <QuickOrderPanel />
      <OrderListImport />
      <CatalogueExport />
    </div>
  );
}
