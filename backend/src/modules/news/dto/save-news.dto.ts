import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { DateTimeField } from '../../../common/http/date-field';
import { RequiredText } from '../../../common/http/required-text';
import { TextField, trim, trimToNull } from '../../../common/http/text-field';

const CONTENT_MESSAGE = 'Bitte geben Sie einen Inhalt ein.';
const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.';

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

  @DateTimeField({
    label: 'Das Veröffentlichungsdatum',
    message: DATE_MESSAGE,
    optional: true,
    nullable: true,
    example: '2026-03-01T08:00:00.000Z',
    description: 'Zeitpunkt mit Zeitzone (Z oder ±hh:mm); ohne Angabe beim Veröffentlichen: jetzt',
  })
  publishDate?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Alle freigeschalteten Händler per E-Mail benachrichtigen' })
  @IsOptional()
  @IsBoolean({ message: 'notifyDealers muss true oder false sein.' })
  notifyDealers?: boolean;
}
