import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { Transform } from 'class-transformer';
import { TextField, trim } from '../../../../common/http/text-field';

export class ConfirmBankStatementDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Nur diese Zeilen buchen; ohne Angabe jeden Vorschlag des Auszugs' })
  @IsOptional()
  @IsArray({ message: 'Bitte wählen Sie die zu buchenden Zeilen aus.' })
  @ArrayMinSize(1, { message: 'Bitte wählen Sie mindestens eine Zeile aus.' })
  @ArrayMaxSize(10_000, { message: 'Höchstens 10.000 Zeilen auf einmal.' })
  @IsUUID('all', { each: true, message: 'Ungültige Zeile.' })
  lineIds?: string[];
}

export class AssignBankStatementLineDto {
  @ApiProperty({ example: 'RE-2026-00001', description: 'Rechnungsnummer; Schreibweisen wie „RE 2026 00001“ werden erkannt' })
  @Transform(trim)
  @TextField({ label: 'Die Rechnungsnummer', max: 30 })
  @IsNotEmpty({ message: 'Bitte geben Sie eine Rechnungsnummer ein.' })
  invoiceNumber: string;
}

export class BankStatementConfirmResultDto {
  @ApiProperty({ description: 'Jetzt gebuchte Zeilen' })
  bookedCount: number;

  @ApiProperty({ type: () => [BankStatementLineFailureDto], description: 'Zeilen, die nicht gebucht werden konnten, mit Grund' })
  failures: BankStatementLineFailureDto[];
}

export class BankStatementLineFailureDto {
  @ApiProperty({ format: 'uuid' })
  lineId: string;

  @ApiProperty()
  position: number;

  @ApiProperty()
  message: string;
}
