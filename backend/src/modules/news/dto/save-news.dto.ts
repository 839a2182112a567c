import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDateString, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { RequiredText } from '../../../common/http/required-text';
import { TextField, trim, trimToNull } from '../../../common/http/text-field';

const CONTENT_MESSAGE = 'Bitte geben Sie einen Inhalt ein.';
const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.';

/** A date a news item could sensibly carry (and PostgreSQL can store). */
const WithinSensibleYears = () =>
  ValidateBy({
    name: 'withinSensibleYears',
    validator: {
      validate: (value) => {
        const year = new Date(String(value)).getUTCFullYear();
        return year >= 2000 && year <= 2100;
      },
      defaultMessage: () => DATE_MESSAGE,
    },
  });

/** Create and edit: the whole item each time (PUT). */
export class SaveNewsDto {
  @ApiProperty({ example: 'Neues Liefergebiet: Hamburg', minLength: 3, maxLength: 200 })
  @Transform(trim)
  @RequiredText(3, { missing: 'Bitte geben Sie einen Titel ein.', tooShort: 'Der Titel muss mindestens 3 Zeichen lang sein.' })
  @TextField({ label: 'Der Titel', max: 200, messages: { type: 'Bitte geben Sie einen Titel ein.' } })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Ab sofort liefern wir auch nach Hamburg.', maxLength: 500 })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Der Anreißer', max: 500, multiline: true })
  excerpt?: string | null;

  @ApiProperty({ description: 'HTML; der Server bereinigt es per Allow-List', maxLength: 100000 })
  @RequiredText(1, { missing: CONTENT_MESSAGE })
  @TextField({ label: 'Der Inhalt', max: 100_000, multiline: true, messages: { type: CONTENT_MESSAGE } })
  content: string;

  @ApiProperty({ description: 'Veröffentlicht (ab publishDate) oder Entwurf' })
  @IsBoolean({ message: 'Bitte geben Sie an, ob die News veröffentlicht werden soll.' })
  isPublished: boolean;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Ohne Angabe beim Veröffentlichen: jetzt' })
  @ValidateIf((_object, value) => value !== undefined && value !== null)
  @IsDateString({ strict: true }, { message: DATE_MESSAGE })
  @WithinSensibleYears()
  @TextField({ label: 'Das Veröffentlichungsdatum', max: 40, message: DATE_MESSAGE })
  publishDate?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Alle freigeschalteten Händler per E-Mail benachrichtigen' })
  @IsOptional()
  @IsBoolean({ message: 'notifyDealers muss true oder false sein.' })
  notifyDealers?: boolean;
}
