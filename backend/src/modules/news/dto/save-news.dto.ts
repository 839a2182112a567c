import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDateString, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { TextField } from '../../../common/http/text-field';

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
  @TextField({
    min: 3,
    max: 200,
    example: 'Neues Liefergebiet: Hamburg',
    messages: {
      missing: 'Bitte geben Sie einen Titel ein.',
      tooShort: 'Der Titel muss mindestens 3 Zeichen lang sein.',
      tooLong: 'Der Titel darf höchstens 200 Zeichen lang sein.',
    },
  })
  title: string;

  @TextField({
    optional: true,
    max: 500,
    example: 'Ab sofort liefern wir auch nach Hamburg.',
    messages: { missing: 'Ungültiger Anreißer.', tooLong: 'Der Anreißer darf höchstens 500 Zeichen lang sein.' },
  })
  excerpt?: string | null;

  @ApiProperty({ description: 'HTML; der Server bereinigt es per Allow-List', maxLength: 100000 })
  @IsString({ message: CONTENT_MESSAGE })
  @MinLength(1, { message: CONTENT_MESSAGE })
  @MaxLength(100000, { message: 'Der Inhalt darf höchstens 100.000 Zeichen lang sein.' })
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000]*$/, { message: 'Der Text enthält unzulässige Steuerzeichen.' })
  content: string;

  @ApiProperty({ description: 'Veröffentlicht (ab publishDate) oder Entwurf' })
  @IsBoolean({ message: 'Bitte geben Sie an, ob die News veröffentlicht werden soll.' })
  isPublished: boolean;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Ohne Angabe beim Veröffentlichen: jetzt' })
  @ValidateIf((_object, value) => value !== undefined && value !== null)
  @IsDateString({ strict: true }, { message: DATE_MESSAGE })
  @WithinSensibleYears()
  publishDate?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Alle freigeschalteten Händler per E-Mail benachrichtigen' })
  @IsOptional()
  @IsBoolean({ message: 'notifyDealers muss true oder false sein.' })
  notifyDealers?: boolean;
}
