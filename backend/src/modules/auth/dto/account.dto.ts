import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { EmailField, NewPasswordField } from './sign-up.dto';

const LinkTokenField = () => (target: object, key: string) => {
  ApiProperty({ description: 'Das Token aus dem Link der E-Mail' })(target, key);
  IsString({ message: 'Der Link ist ungültig.' })(target, key);
  MinLength(20, { message: 'Der Link ist ungültig.' })(target, key);
  MaxLength(200, { message: 'Der Link ist ungültig.' })(target, key);
};

export class ConfirmEmailDto {
  @LinkTokenField()
  token: string;
}

export class EmailConfirmedDto {
  @ApiProperty()
  email: string;
}

export class EmailAddressDto {
  @EmailField()
  email: string;
}

export class ResetPasswordDto {
  @LinkTokenField()
  token: string;

  @NewPasswordField()
  password: string;
}
