import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AllowPendingMfa, AuthUser, CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthService } from './auth.service';
import { MeDto, SessionDto } from './dto/session.dto';
import { SignInDto } from './dto/sign-in.dto';
import { SignOutDto } from './dto/sign-out.dto';
import { QueueBoardSession } from './queue-board-session';
import { SessionCookies } from './session-cookies';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SessionCookies,
    private readonly queueBoard: QueueBoardSession,
  ) {}

  @Post('sign-in')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'E-Mail oder Passwort ist falsch' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Zu viele Fehlversuche' })
  async signIn(@Body() body: SignInDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    return this.cookies.respondWithSession(reply, await this.auth.signIn(body, this.cookies.clientInfo(request)));
  }

  @Post('refresh')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionDto })
  @ApiNoContentResponse({ description: 'Kein Refresh-Cookie: der Besucher ist nicht angemeldet (kein Fehler)' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Abgelaufenes, widerrufenes oder wiederverwendetes Refresh-Token' })
  async refreshSession(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto | void> {
    return this.cookies.refreshOrAnonymous(request, reply, (token) => this.auth.refresh(token, this.cookies.clientInfo(request)));
  }

  @Post('sign-out')
  @AllowPendingMfa()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  async signOut(@CurrentUser() user: AuthUser, @Body() body: SignOutDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.signOut(user, body.scope ?? 'local');
    if (body.scope !== 'others') this.cookies.clear(reply);
  }

  @Get('me')
  @AllowPendingMfa()
  @ApiOkResponse({ type: MeDto })
  getMe(@CurrentUser() user: AuthUser): Promise<MeDto> {
    return this.auth.me(user);
  }

  @Post('queue-session')
  @Roles(Role.Admin, Role.Ops)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Setzt ein kurzlebiges Cookie für /admin/queues' })
  openQueueBoard(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): void {
    this.queueBoard.grant(reply, user);
  }
}
