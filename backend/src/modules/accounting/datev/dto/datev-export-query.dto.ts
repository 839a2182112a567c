import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, IsDefined } from 'class-validator';
import { TextField } from '../../../../common/http/text-field';

const DAY_MESSAGE = 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).';

/** The period of a DATEV export: Belegdatum from and to (both included). */
export class DatevExportQueryDto {
  @ApiProperty({ format: 'date', example: '2026-01-01', description: 'Belegdatum ab (einschließlich)' })
  @IsDefined({ message: 'Bitte geben Sie an, ab welchem Tag exportiert wird (from).' })
  @IsDateString({ strict: true }, { message: DAY_MESSAGE })
  @TextField({ label: 'Das Datum', max: 10, message: DAY_MESSAGE })
  from: string;

  @ApiProperty({ format: 'date', example: '2026-01-31', description: 'Belegdatum bis (einschließlich)' })
  @IsDefined({ message: 'Bitte geben Sie an, bis zu welchem Tag exportiert wird (to).' })
  @IsDateString({ strict: true }, { message: DAY_MESSAGE })
  @TextField({ label: 'Das Datum', max: 10, message: DAY_MESSAGE })
  to: string;
}
