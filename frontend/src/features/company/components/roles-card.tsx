import { Card, Descriptions, Typography } from 'antd';

/** What each role may do, beside the staff list. */
export function RolesCard() {
  return (
    <Card title="Rollen">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'owner', label: 'Inhaber', children: 'Alles: Bestellungen, Firmendaten, Mitarbeiter und Lieferadressen.' },
          { key: 'buyer', label: 'Einkauf', children: 'Bestellt mit eigenem Warenkorb, auf Wunsch mit Bestelllimit und Monatsbudget.' },
          { key: 'viewer', label: 'Ansicht', children: 'Sieht Katalog, Preise, Bestellungen und Rechnungen; bestellt nicht.' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 8 }}>
        Limits gelten netto für den Warenwert. Eine Einladung ist 7 Tage gültig; wer entfernt wird, ist sofort abgemeldet.
      </Typography.Paragraph>
    </Card>
  );
}
