import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { downloadDatevDebtors, downloadDatevExport } from '../api/queries';
import styles from './datev-export.module.css';

const lastMonth = () => dayjs().subtract(1, 'month');

/** Choose a period, download its Buchungsstapel; the server's German refusal (period, accounts) shows in place. */
export function DatevExportCard() {
  const [from, setFrom] = useState<Dayjs | null>(lastMonth().startOf('month'));
  const [to, setTo] = useState<Dayjs | null>(lastMonth().endOf('month'));
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const [runningDebtors, setRunningDebtors] = useState(false);

  const run = async (download: () => Promise<void>, setBusy: (busy: boolean) => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await download();
    } catch (error) {
      setFailure(userMessageFor(error));
    } finally {
      setBusy(false);
    }
  };
  const download = () => from && to && run(() => downloadDatevExport(from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')), setRunning);

  return (
    <Card title="Buchungsstapel exportieren">
      <Typography.Paragraph>
        Eine Datei im DATEV-Format (EXTF, Buchungsstapel) mit allen Rechnungen, Stornorechnungen, Zahlungseingängen, Skonti und stornierten Zahlungen,
        deren Belegdatum im Zeitraum liegt. Ein Stapel umfasst höchstens ein Kalender- und Wirtschaftsjahr; üblich ist ein Monat.
      </Typography.Paragraph>
      <Form layout="vertical" className={styles.period} requiredMark={false}>
        <Form.Item label="Von" htmlFor="datev-from">
          <DatePicker id="datev-from" format="DD.MM.YYYY" value={from} onChange={setFrom} allowClear={false} className={styles.picker} />
        </Form.Item>
        <Form.Item label="Bis" htmlFor="datev-to">
          <DatePicker id="datev-to" format="DD.MM.YYYY" value={to} onChange={setTo} allowClear={false} className={styles.picker} />
        </Form.Item>
        <Form.Item label=" " className={styles.submit}>
          <Button type="primary" icon={<DownloadOutlined />} loading={running} disabled={!from || !to} onClick={() => void download()}>
            Buchungsstapel herunterladen
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" className={styles.debtors}>
        Neue Händlerfirmen legt der Steuerberater mit den Debitoren-Stammdaten an (Debitorennummer, Name, USt-IdNr., Anschrift):
        <Button type="link" icon={<DownloadOutlined />} loading={runningDebtors} onClick={() => void run(downloadDatevDebtors, setRunningDebtors)}>
          Debitoren herunterladen
        </Button>
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon message="Export nicht möglich" description={failure} />}
    </Card>
  );
}
