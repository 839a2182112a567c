import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AccountService } from './account.service';
import { AcceptInviteDto, ConfirmEmailDto, EmailAddressDto, EmailConfirmedDto, ResetPasswordDto } from './dto/account.dto';
import { SessionDto } from './dto/session.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { SessionCookies } from './session-cookies';

@ApiTags('auth')
@Public()
@Controller('auth')
export class AccountController {
  constructor(
    private readonly accounts: AccountService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post('sign-up')
  @ApiCreatedResponse({ type: SessionDto, description: 'Konto und Händlerprofil angelegt, angemeldet' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async signUp(@Body() body: SignUpDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    return this.cookies.respondWithSession(reply, await this.accounts.signUp(body, this.cookies.clientInfo(request)));
  }

  @Post('confirm-email')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: EmailConfirmedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Link ungültig oder schon verwendet' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'Link abgelaufen' })
  confirmEmail(@Body() body: ConfirmEmailDto): Promise<EmailConfirmedDto> {
    return this.accounts.confirmEmail(body);
  }

  @Post('resend-confirmation')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Immer 204; eine Mail geht nur an unbestätigte Konten, höchstens eine pro Minute' })
  resendConfirmation(@Body() body: EmailAddressDto): Promise<void> {
    return this.accounts.resendConfirmation(body.email);
  }

  @Post('recover')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Immer 204, ob ein Konto existiert oder nicht' })
  recoverPassword(@Body() body: EmailAddressDto): Promise<void> {
    return this.accounts.recover(body.email);
  }

  @Post('accept-invite')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: EmailConfirmedDto, description: 'Passwort gesetzt, Einladung angenommen; danach anmelden' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Einladung ungültig oder schon verwendet' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'Einladung abgelaufen (nach 7 Tagen)' })
  acceptInvite(@Body() body: AcceptInviteDto): Promise<EmailConfirmedDto> {
    return this.accounts.acceptInvite(body);
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Passwort geändert, alle Sitzungen beendet' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'Link abgelaufen' })
  resetPassword(@Body() body: ResetPasswordDto): Promise<void> {
    return this.accounts.resetPassword(body);
  }
}
