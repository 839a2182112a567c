import { spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

/** The official EN 16931 and XRechnung 3.0 Schematron (CEN, KoSIT) as this machine keeps them compiled for Saxon. */
export const OFFICIAL_VALIDATOR = '/work/shared/einvoice/validate.sh';

/** Runs the official rules on a CII XML: '' when every fatal rule holds, else the validator's "FAIL …" line. */
export function officialRuleFailures(xml: string, name = 'invoice.xml'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'einvoice-official-')), name);
  writeFileSync(file, xml);
  const result = spawnSync(OFFICIAL_VALIDATOR, [file], { encoding: 'utf8' });
  return result.status === 0 ? '' : `${result.stdout}${result.stderr}`.trim();
}
