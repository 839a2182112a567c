import { Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Environment } from '../../common/config/environment';
import { SessionDto } from './dto/session.dto';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie';
import { ClientInfo, IssuedSession } from './token.service';

/** Moves sessions between the service layer and HTTP: refresh cookie in, session body and cookie out. */
@Injectable()
export class SessionCookies {
  private readonly secure: boolean;

  constructor(env: Environment) {
    this.secure = env.APP_URL.startsWith('https://');
  }

  clientInfo(request: FastifyRequest): ClientInfo {
    return { ip: request.ip, userAgent: request.headers['user-agent'] };
  }

  refreshToken(request: FastifyRequest): string | undefined {
    return request.cookies?.[REFRESH_COOKIE];
  }

  respondWithSession(reply: FastifyReply, session: IssuedSession): SessionDto {
    setRefreshCookie(reply, session.refreshToken, this.secure);
    const { id, email } = session.user;
    return {
      accessToken: session.accessToken,
      expiresIn: session.expiresIn,
      user: { id, email, roles: session.roles },
      aal: session.aal,
      mfaRequired: session.mfaRequired,
      mfaFactorId: session.mfaFactorId,
    };
  }

  /**
   * Every page load of a visitor asks for a refresh; without a cookie that is the normal case, answered
   * 204 rather than 401 so the browser does not log an error for it. A bad cookie is still a 401.
   */
  async refreshOrAnonymous(
    request: FastifyRequest,
    reply: FastifyReply,
    refresh: (token: string) => Promise<IssuedSession>,
  ): Promise<SessionDto | void> {
    const token = this.refreshToken(request);
    if (!token) {
      reply.status(204);
      return;
    }
    return this.respondWithSession(reply, await this.clearOnFailure(reply, refresh(token)));
  }

  async clearOnFailure<T>(reply: FastifyReply, pending: Promise<T>): Promise<T> {
    try {
      return await pending;
    } catch (error) {
      this.clear(reply);
      throw error;
    }
  }

  clear(reply: FastifyReply): void {
    clearRefreshCookie(reply, this.secure);
  }
}
