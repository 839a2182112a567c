import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A visitor's first visit only: the pilot phase from 01.10.2025; remembered in local storage once dismissed. */
export function PilotPhaseModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const register = () => {
    onClose();
    navigate(`${paths.auth}?tab=registrieren`);
  };
  return (
    <Modal
      open
      title="Pilotphase ab 01.10.2025"
      onCancel={onClose}
      footer={[
        <Button key="later" onClick={onClose}>
          Später entscheiden
        </Button>,
        <Button key="register" type="primary" onClick={register}>
          Als Händler registrieren
        </Button>,
      ]}
    >
      <p>
        Ab dem 01.10.2025 starten wir mit ausgewählten Händlern in Bremen, Oldenburg und Hannover. Registrieren Sie sich
        jetzt als Händler, um von Anfang an dabei zu sein – nach der Prüfung Ihrer Unterlagen sehen Sie Ihre
        Händlerpreise und können direkt bestellen.
      </p>
    </Modal>
  );
}
