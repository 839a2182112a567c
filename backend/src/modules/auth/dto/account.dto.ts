import { ApiProperty } from '@nestjs/swagger';
import { MinLength } from 'class-validator';
import { TextField } from '../../../common/http/text-field';
import { EmailField, NewPasswordField } from './sign-up.dto';

const LINK_INVALID = 'Der Link ist ungültig.';

const LinkTokenField = () => (target: object, key: string) => {
  ApiProperty({ description: 'Das Token aus dem Link der E-Mail' })(target, key);
  TextField({ label: 'Der Link', max: 200, message: LINK_INVALID })(target, key);
  MinLength(20, { message: LINK_INVALID })(target, key);
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

export class AcceptInviteDto {
  @LinkTokenField()
  token: string;

  @NewPasswordField()
  password: string;
}

export class ResetPasswordDto {
  @LinkTokenField()
  token: string;

  @NewPasswordField()
  password: string;
}
