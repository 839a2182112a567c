import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { company } from '@/config/company';
import { deliveryTerms } from '@/config/delivery-terms';
import { paths } from '@/config/paths';
import { formatEuro } from '@/lib/format';

const { Title, Paragraph } = Typography;

export function VersandPage() {
  const freeFrom = formatEuro(deliveryTerms.freeShippingFromNet);
  const flatFee = formatEuro(deliveryTerms.flatFeeNet);
  const express = formatEuro(deliveryTerms.expressSurchargeNet);

  return (
    <InfoPageLayout
      title="Versand und Lieferung"
      intro="Wir liefern selbst: mit eigenen Lastenrädern und Elektrofahrzeugen, klimaneutral und ohne Umweg über Paketdienste – direkt in Ihren Laden oder Ihre Werkstatt."
    >
      <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title="Versandkostenfrei ab" value={freeFrom} suffix={<small>netto</small>} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={`Pauschale unter ${freeFrom}`} value={flatFee} suffix={<small>netto</small>} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title="Expresszuschlag" value={`+ ${express}`} suffix={<small>netto</small>} />
          </Card>
        </Col>
      </Row>

      <Title level={2}>Liefergebiete</Title>
      <Paragraph>Wir beliefern derzeit gewerbliche Kunden in folgenden Städten und ihrem direkten Umland:</Paragraph>
      <Paragraph>
        {company.deliveryCities.map((city) => (
          <Tag key={city} color="green">
            {city}
          </Tag>
        ))}
      </Paragraph>
      <Paragraph>
        Weitere Städte sind in Planung. Liegt Ihr Geschäft außerhalb dieser Gebiete, sprechen Sie uns gern an – wir
        informieren Sie, sobald wir auch zu Ihnen liefern.
      </Paragraph>

      <Title level={2}>Versandkosten</Title>
      <ul>
        <li>
          Ab einem Warenwert von {freeFrom} netto liefern wir <strong>versandkostenfrei</strong>.
        </li>
        <li>Unterhalb von {freeFrom} berechnen wir eine Versandpauschale von {flatFee} netto je Bestellung.</li>
        <li>Alle Beträge zuzüglich der gesetzlichen Umsatzsteuer von 19 %; sie gilt auch für die Versandkosten.</li>
      </ul>

      <Title level={2}>Lieferzeiten</Title>
      <ul>
        <li>
          <strong>Lagerware:</strong> {deliveryTerms.stockDeliveryDays}
        </li>
        <li>
          <strong>Sonderbestellungen:</strong> {deliveryTerms.specialOrderDeliveryDays}
        </li>
      </ul>
      <Paragraph>
        Sie erhalten eine Bestellbestätigung per E-Mail und vor der Zustellung eine Versandbenachrichtigung mit dem
        geplanten Liefertermin. Bei der Übergabe quittieren Sie den Empfang; den Zustellnachweis senden wir Ihnen zu.
      </Paragraph>

      <Title level={2}>Expresslieferung</Title>
      <Paragraph>
        Gegen einen Zuschlag von {express} netto liefern wir innerhalb von 24 Stunden. Voraussetzung: Sie bestellen an
        einem Werktag bis {deliveryTerms.expressOrderDeadline}, und die Bestellung enthält ausschließlich Lagerware.
        Sonderbestellungen können nicht per Express geliefert werden.
      </Paragraph>

      <Title level={2}>Bei der Annahme</Title>
      <Paragraph>
        Bitte prüfen Sie die Lieferung bei Erhalt und melden Sie offensichtliche Transportschäden oder Fehlmengen
        innerhalb von fünf Werktagen. Wie Rücksendungen ablaufen, lesen Sie unter{' '}
        <Link to={paths.info.retouren}>Retouren</Link>.
      </Paragraph>
    </InfoPageLayout>
  );
}
