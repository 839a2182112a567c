import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEnum, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { TextField } from '../../../common/http/text-field';
import { TicketPriority, TicketStatus } from '../ticket-enums';

const PRIORITY_MESSAGE = 'Ungültige Priorität (low, medium, high oder urgent).';
const STATUS_MESSAGE = 'Ungültiger Status (open, in_progress, resolved oder closed).';

const MessageBody = () =>
  TextField({
    max: 5000,
    multiline: true,
    example: 'Vielen Dank, die Ersatzlieferung ist angekommen.',
    messages: { missing: 'Bitte geben Sie eine Nachricht ein.', tooLong: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' },
  });

export class CreateTicketDto {
  @TextField({
    min: 3,
    max: 200,
    example: 'Bremsbeläge falsch geliefert',
    messages: {
      missing: 'Bitte geben Sie einen Betreff ein.',
      tooShort: 'Der Betreff muss mindestens 3 Zeichen lang sein.',
      tooLong: 'Der Betreff darf höchstens 200 Zeichen lang sein.',
    },
  })
  subject: string;

  @TextField({
    min: 10,
    max: 5000,
    multiline: true,
    example: 'In der Lieferung waren Scheibenbremsbeläge statt Felgenbremsbeläge.',
    messages: {
      missing: 'Bitte beschreiben Sie Ihr Anliegen.',
      tooShort: 'Bitte beschreiben Sie Ihr Anliegen in mindestens 10 Zeichen.',
      tooLong: 'Die Beschreibung darf höchstens 5000 Zeichen lang sein.',
    },
  })
  description: string;

  @ApiPropertyOptional({ enum: TicketPriority, enumName: 'TicketPriority', default: TicketPriority.Medium })
  @IsOptional()
  @IsEnum(TicketPriority, { message: PRIORITY_MESSAGE })
  priority?: TicketPriority;

  @ApiPropertyOptional({ format: 'uuid', description: 'Eigene Bestellung, um die es geht' })
  @IsOptional()
  @IsUUID('all', { message: 'Bestellung nicht gefunden' })
  orderId?: string;
}

export class TicketMessageInputDto {
  @MessageBody()
  body: string;
}

export class AdminTicketMessageInputDto {
  @MessageBody()
  body: string;

  @ApiPropertyOptional({ default: false, description: 'Interne Notiz: nur für die Verwaltung sichtbar, keine E-Mail' })
  @IsOptional()
  @IsBoolean({ message: 'internal muss true oder false sein.' })
  internal?: boolean;
}

export class UpdateTicketDto {
  @ApiPropertyOptional({ enum: TicketStatus, enumName: 'TicketStatus' })
  @IsOptional()
  @IsEnum(TicketStatus, { message: STATUS_MESSAGE })
  status?: TicketStatus;

  @ApiPropertyOptional({ enum: TicketPriority, enumName: 'TicketPriority' })
  @IsOptional()
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
  @IsOptional()
  @IsEnum(TicketStatus, { message: STATUS_MESSAGE })
  status?: TicketStatus;

  @ApiPropertyOptional({ enum: TicketPriority, enumName: 'TicketPriority' })
  @Transform(emptyToUndefined)
  @IsOptional()
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

  @TextField({
    optional: true,
    max: 100,
    description: 'Suche in Ticketnummer, Betreff, Beschreibung und Firmenname',
    messages: { missing: 'Ungültiger Suchbegriff.', tooLong: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' },
  })
  q?: string;
}
