import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Steps } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { userMessageFor } from '@/lib/api/errors';
import { importQueryOptions } from '../api/queries';
import type { ImportDetail } from '../api/types';
import styles from './admin-import.module.css';
import { ImportHistory } from './import-history';
import { ImportProgress } from './import-progress';
import { MappingStep } from './mapping-step';
import { UploadStep } from './upload-step';

const STEPS = [{ title: 'Datei hochladen' }, { title: 'Spalten zuordnen' }, { title: 'Import läuft' }, { title: 'Fertig' }];

function stepOf(detail: ImportDetail | undefined): number {
  if (!detail) return 0;
  if (detail.status === 'uploaded') return 1;
  if (detail.status === 'queued' || detail.status === 'running') return 2;
  return 3;
}

/**
 * /admin/products/import: upload → mapping with preview → progress → outcome, and the history below.
 * The import's id sits in the address (?import=…), so a reload keeps following a running import.
 */
export function ProductImport() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const detail = useQuery({ ...importQueryOptions(importId ?? ''), enabled: Boolean(importId) });
  const open = (id: string | null) => setParams(id ? { import: id } : {}, { replace: false });
  const current = importId ? detail.data : undefined;
  const step = stepOf(current);

  return (
    <>
      <div className={styles.steps}>
        <Steps current={step} status={current?.status === 'failed' ? 'error' : undefined} items={STEPS} responsive />
      </div>
      {importId && detail.isError && (
        <Alert className={styles.section} type="error" showIcon message="Import nicht gefunden" description={userMessageFor(detail.error)} />
      )}
      {importId && detail.isLoading && <Skeleton active className={styles.section} />}
      {(!importId || detail.isError) && <UploadStep onUploaded={(uploaded) => open(uploaded.id)} />}
      {current?.status === 'uploaded' && <MappingStep key={current.id} detail={current} onDiscarded={() => open(null)} />}
      {current && current.status !== 'uploaded' && <ImportProgress detail={current} onAgain={() => open(null)} />}
      <ImportHistory onOpen={open} />
    </>
  );
}
