import { spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';

/**
 * The official EN 16931 and XRechnung 3.0 Schematron (CEN, KoSIT), compiled for Saxon, in the shared folder beside
 * the checkout (`../shared`, as CI places it).
 */
export const OFFICIAL_VALIDATOR = resolve(__dirname, '..', '..', '..', '..', 'shared', 'einvoice', 'validate.sh');

/** Runs the official rules on a CII XML: '' when every fatal rule holds, else the validator's "FAIL …" line. */
export function officialRuleFailures(xml: string, name = 'invoice.xml'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'einvoice-official-')), name);
  writeFileSync(file, xml);
  const result = spawnSync(OFFICIAL_VALIDATOR, [file], { encoding: 'utf8' });
  if (result.error) throw new Error(`Offizielle Prüfregeln nicht ausführbar (${OFFICIAL_VALIDATOR}): ${result.error.message}`);
  return result.status === 0 ? '' : `${result.stdout}${result.stderr}`.trim();
}
