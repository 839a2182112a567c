import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { RequiredText } from '../../../common/http/required-text';
import { TextField, trim } from '../../../common/http/text-field';

export class RejectOrderDto {
  @ApiProperty({ description: 'Warum der Inhaber ablehnt; der Einkäufer liest es', example: 'Bitte erst im Januar bestellen.', maxLength: 500 })
  @Transform(trim)
  @RequiredText(3, { missing: 'Bitte geben Sie einen Grund für die Ablehnung an.', tooShort: 'Bitte geben Sie einen Grund für die Ablehnung an (mindestens 3 Zeichen).' })
  @TextField({ label: 'Der Grund', max: 500, multiline: true })
  reason: string;
}
