import { BankOutlined, ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined, SafetyCertificateOutlined, CarOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { company } from '@/config/company';
import { CompanyAddress } from './company-address';
import { EmailLink, PhoneLink } from './contact-links';

const { Paragraph, Text } = Typography;

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12}>
      <Card
        size="small"
        title={
          <span>
            {icon} {title}
          </span>
        }
        style={{ height: '100%' }}
      >
        {children}
      </Card>
    </Col>
  );
}

export function KontaktPage() {
  return (
    <InfoPageLayout
      title="Kontakt"
      intro="Sie haben Fragen zu Produkten, Ihrer Bestellung oder Ihrem Händlerkonto? Unser Service-Team in Bremen hilft Ihnen gern weiter."
    >
      <Row gutter={[16, 16]}>
        <ContactCard icon={<PhoneOutlined />} title="Telefon">
          <Paragraph style={{ marginBottom: 0 }}>
            <PhoneLink />
            <br />
            <Text type="secondary">{company.openingHoursShort}</Text>
          </Paragraph>
        </ContactCard>
        <ContactCard icon={<MailOutlined />} title="E-Mail">
          <Paragraph style={{ marginBottom: 0 }}>
            <EmailLink />
            <br />
            <Text type="secondary">Antwort innerhalb von 24 Stunden an Werktagen</Text>
          </Paragraph>
        </ContactCard>
        <ContactCard icon={<EnvironmentOutlined />} title="Adresse">
          <CompanyAddress />
        </ContactCard>
        <ContactCard icon={<ClockCircleOutlined />} title="Öffnungszeiten">
          <Paragraph style={{ marginBottom: 0 }}>
            {company.openingHours}
            <br />
            <Text type="secondary">An bundeseinheitlichen Feiertagen geschlossen</Text>
          </Paragraph>
        </ContactCard>
        <ContactCard icon={<CarOutlined />} title="Liefergebiete">
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {company.deliveryCities.map((city) => (
              <Tag key={city} color="green" style={{ marginInlineEnd: 0 }}>
                {city}
              </Tag>
            ))}
          </div>
          <Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            Weitere Städte sind in Planung.
          </Paragraph>
        </ContactCard>
        <ContactCard icon={<SafetyCertificateOutlined />} title="Rechtliche Angaben">
          <Paragraph style={{ marginBottom: 0 }}>
            Geschäftsführerin: {company.managingDirector}
            <br />
            {company.commercialRegister.court}, {company.commercialRegister.number}
            <br />
            USt-IdNr.: {company.vatId}
          </Paragraph>
        </ContactCard>
        <ContactCard icon={<BankOutlined />} title="Bankverbindung">
          <Paragraph style={{ marginBottom: 0 }}>
            Unsere Bankverbindung teilen wir Ihnen auf Anfrage gern mit; sie steht außerdem auf jeder Rechnung.
          </Paragraph>
        </ContactCard>
      </Row>
    </InfoPageLayout>
  );
}
