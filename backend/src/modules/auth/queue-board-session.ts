import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { Environment } from '../../common/config/environment';

export const QUEUE_BOARD_PATH = '/admin/queues';
const COOKIE = 'queue_session';
const AUDIENCE = 'queue-board';
const TTL_SECONDS = 15 * 60;

/**
 * Bull Board is a server-rendered page that a browser opens by navigation, so it cannot carry the
 * in-memory bearer token: it gets its own short-lived, httpOnly cookie scoped to its path instead.
 */
@Injectable()
export class QueueBoardSession {
  private readonly secure: boolean;

  constructor(
    private readonly jwt: JwtService,
    env: Environment,
  ) {
    this.secure = env.APP_URL.startsWith('https://');
  }

  grant(reply: FastifyReply, user: AuthUser): void {
    const token = this.jwt.sign({ sub: user.id, roles: user.roles }, { audience: AUDIENCE, expiresIn: TTL_SECONDS });
    reply.setCookie(COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path: QUEUE_BOARD_PATH,
      maxAge: TTL_SECONDS,
    });
  }

  /** True when the request carries a valid cookie of an admin or ops user. */
  allows(request: FastifyRequest): boolean {
    const token = request.cookies?.[COOKIE];
    if (!token) return false;
    try {
      const claims = this.jwt.verify<{ roles: Role[] }>(token, { audience: AUDIENCE });
      return claims.roles.includes(Role.Admin) || claims.roles.includes(Role.Ops);
    } catch {
      return false;
    }
  }
}
