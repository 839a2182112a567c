import { IsDefined } from 'class-validator';
import { DateField, DAY_MESSAGE } from '../../../../common/http/date-field';

/** The period of a DATEV export: Belegdatum from and to (both included). */
export class DatevExportQueryDto {
  @IsDefined({ message: 'Bitte geben Sie an, ab welchem Tag exportiert wird (from).' })
  @DateField({ label: 'Das Von-Datum', message: DAY_MESSAGE, example: '2026-01-01', description: 'Belegdatum ab (einschließlich)' })
  from: string;

  @IsDefined({ message: 'Bitte geben Sie an, bis zu welchem Tag exportiert wird (to).' })
  @DateField({ label: 'Das Bis-Datum', message: DAY_MESSAGE, example: '2026-01-31', description: 'Belegdatum bis (einschließlich)' })
  to: string;
}
