import { Body, Controller, Delete, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AllowPendingMfa, Authenticated, AuthUser, CurrentUser } from '../../../common/auth/decorators';
import { AppError } from '../../../common/http/app-error';
import { SessionDto } from '../dto/session.dto';
import { SessionCookies } from '../session-cookies';
import { ChallengeFactorDto, EnrolledFactorDto, EnrollFactorDto, MfaChallengeDto, VerifyFactorDto } from './mfa.dto';
import { MfaService } from './mfa.service';

const FactorIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new AppError(HttpStatus.NOT_FOUND, 'MFA_FACTOR_NOT_FOUND', 'Dieser zweite Faktor wurde nicht gefunden.'),
});

/** Enrolling and removing need a complete session; the challenge is what a session owing its factor may answer. */
@ApiTags('auth')
@Controller('auth/mfa/factors')
export class MfaController {
  constructor(
    private readonly mfa: MfaService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post()
  @Authenticated()
  @ApiCreatedResponse({ type: EnrolledFactorDto })
  enrollMfaFactor(@CurrentUser() user: AuthUser, @Body() body: EnrollFactorDto): Promise<EnrolledFactorDto> {
    return this.mfa.enroll(user, body);
  }

  @Post(':id/challenge')
  @AllowPendingMfa()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MfaChallengeDto })
  challengeMfaFactor(@CurrentUser() user: AuthUser, @Param('id', FactorIdPipe) id: string, @Body() body: ChallengeFactorDto): Promise<MfaChallengeDto> {
    return this.mfa.challenge(user, id, body);
  }

  @Post(':id/verify')
  @AllowPendingMfa()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionDto, description: 'Neue Sitzung mit aal2' })
  async verifyMfaFactor(
    @CurrentUser() user: AuthUser,
    @Param('id', FactorIdPipe) id: string,
    @Body() body: VerifyFactorDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    return this.cookies.respondWithSession(reply, await this.mfa.verify(user, id, body, this.cookies.clientInfo(request)));
  }

  @Delete(':id')
  @Authenticated()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  deleteMfaFactor(@CurrentUser() user: AuthUser, @Param('id', FactorIdPipe) id: string): Promise<void> {
    return this.mfa.remove(user, id);
  }
}
