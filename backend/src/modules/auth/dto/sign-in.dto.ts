import { ApiProperty } from '@nestjs/swagger';
import { MinLength } from 'class-validator';
import { TextField } from '../../../common/http/text-field';
import { EmailField } from './sign-up.dto';

export class SignInDto {
  @EmailField()
  email: string;

  @ApiProperty({ example: 'Fahrrad-2026' })
  @MinLength(1, { message: 'Bitte geben Sie Ihr Passwort ein.' })
  @TextField({ label: 'Das Passwort', max: 200, messages: { type: 'Bitte geben Sie Ihr Passwort ein.', tooLong: 'Das Passwort ist zu lang.' } })
  password: string;
}
