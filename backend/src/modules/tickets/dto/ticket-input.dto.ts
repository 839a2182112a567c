import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LeftOutOrSet } from '../../../common/http/left-out-or-set';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEnum, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { RequiredText } from '../../../common/http/required-text';
import { TextField, trim } from '../../../common/http/text-field';
import { TicketPriority, TicketStatus } from '../ticket-enums';

const PRIORITY_MESSAGE = 'Ungültige Priorität (low, medium, high oder urgent).';
const STATUS_MESSAGE = 'Ungültiger Status (open, in_progress, resolved oder closed).';
const MESSAGE_MISSING = 'Bitte geben Sie eine Nachricht ein.';

export class CreateTicketDto {
  @ApiProperty({ example: 'Bremsbeläge falsch geliefert', minLength: 3, maxLength: 200 })
  @Transform(trim)
  @RequiredText(3, { missing: 'Bitte geben Sie einen Betreff ein.', tooShort: 'Der Betreff muss mindestens 3 Zeichen lang sein.' })
  @TextField({ label: 'Der Betreff', max: 200, messages: { type: 'Bitte geben Sie einen Betreff ein.' } })
  subject: string;

  @ApiProperty({ example: 'In der Lieferung waren Scheibenbremsbeläge statt Felgenbremsbeläge.', minLength: 10, maxLength: 5000 })
  @Transform(trim)
  @RequiredText(10, { missing: 'Bitte beschreiben Sie Ihr Anliegen.', tooShort: 'Bitte beschreiben Sie Ihr Anliegen in mindestens 10 Zeichen.' })
  @TextField({ label: 'Die Beschreibung', max: 5000, multiline: true, messages: { type: 'Bitte beschreiben Sie Ihr Anliegen.' } })
  description: string;

  @ApiPropertyOptional({ enum: TicketPriority, enumName: 'TicketPriority', default: TicketPriority.Medium })
  @LeftOutOrSet()
  @IsEnum(TicketPriority, { message: PRIORITY_MESSAGE })
  priority?: TicketPriority;

  @ApiPropertyOptional({ format: 'uuid', description: 'Eigene Bestellung, um die es geht' })
  @IsOptional()
  @IsUUID('all', { message: 'Bestellung nicht gefunden' })
  orderId?: string;
}

export class TicketMessageInputDto {
  @ApiProperty({ example: 'Vielen Dank, die Ersatzlieferung ist angekommen.', maxLength: 5000 })
  @Transform(trim)
  @RequiredText(1, { missing: MESSAGE_MISSING })
  @TextField({ label: 'Die Nachricht', max: 5000, multiline: true, messages: { type: MESSAGE_MISSING } })
  body: string;
}

export class AdminTicketMessageInputDto extends TicketMessageInputDto {
  @ApiPropertyOptional({ default: false, description: 'Interne Notiz: nur für die Verwaltung sichtbar, keine E-Mail' })
  @LeftOutOrSet()
  @IsBoolean({ message: 'internal muss true oder false sein.' })
  internal?: boolean;
}

export class UpdateTicketDto {
  @ApiPropertyOptional({ enum: TicketStatus, enumName: 'TicketStatus' })
  @LeftOutOrSet()
  @IsEnum(TicketStatus, { message: STATUS_MESSAGE })
  status?: TicketStatus;

  @ApiPropertyOptional({ enum: TicketPriority, enumName: 'TicketPriority' })
  @LeftOutOrSet()
  @IsEnum(TicketPriority, { message: PRIORITY_MESSAGE })
  priority?: TicketPriority;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Administrator; null hebt die Zuweisung auf' })
  @ValidateIf((_object, value) => value !== undefined && value !== null)
  @IsUUID('all', { message: 'Bitte wählen Sie einen Administrator aus.' })
  assigneeId?: string | null;
}

export class OwnTicketsQueryDto extends PageQueryDto {}

/** Filter value for tickets nobody looks after yet. */
export const UNASSIGNED = 'none';

const emptyToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export class AdminTicketsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TicketStatus, enumName: 'TicketStatus' })
  @Transform(emptyToUndefined)
  @LeftOutOrSet()
  @IsEnum(TicketStatus, { message: STATUS_MESSAGE })
  status?: TicketStatus;

  @ApiPropertyOptional({ enum: TicketPriority, enumName: 'TicketPriority' })
  @Transform(emptyToUndefined)
  @LeftOutOrSet()
  @IsEnum(TicketPriority, { message: PRIORITY_MESSAGE })
  priority?: TicketPriority;

  @ApiPropertyOptional({ format: 'uuid', description: 'Händlerprofil' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'Ungültiger Händler.' })
  dealerId?: string;

  @ApiPropertyOptional({ description: `Administrator (UUID) oder '${UNASSIGNED}' für nicht zugewiesene Tickets` })
  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateIf((_object, value) => value !== UNASSIGNED)
  @IsUUID('all', { message: 'Ungültiger Bearbeiter.' })
  assigneeId?: string;

  @ApiPropertyOptional({ description: 'Suche in Ticketnummer, Betreff, Beschreibung und Firmenname', maxLength: 100 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100 })
  q?: string;
}
