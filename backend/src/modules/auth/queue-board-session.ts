import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { SessionRevocationService } from '../../common/auth/session-revocation.service';
import { Environment } from '../../common/config/environment';
import { BoardRole } from '../../common/queue/board/board-permissions';

export const QUEUE_BOARD_PATH = '/admin/queues';
const COOKIE = 'queue_session';
const AUDIENCE = 'queue-board';
const TTL_SECONDS = 15 * 60;

interface BoardClaims {
  sub: string;
  roles: Role[];
  /** The session (refresh-token family) that opened the board: the cookie dies with it. */
  sid: string;
  aal: 'aal1' | 'aal2';
}

/**
 * Bull Board is a server-rendered page that a browser opens by navigation, so it cannot carry the
 * in-memory bearer token: it gets its own short-lived, httpOnly cookie scoped to its path instead.
 * The cookie names the session it was opened from and is refused as soon as that session ends.
 */
@Injectable()
export class QueueBoardSession {
  private readonly secure: boolean;
  private readonly adminNeedsSecondFactor: boolean;

  constructor(
    private readonly jwt: JwtService,
    private readonly revocations: SessionRevocationService,
    env: Environment,
  ) {
    this.secure = env.APP_URL.startsWith('https://');
    this.adminNeedsSecondFactor = env.ADMIN_REQUIRE_MFA;
  }

  grant(reply: FastifyReply, user: AuthUser): void {
    const claims: BoardClaims = { sub: user.id, roles: user.roles, sid: user.sessionId, aal: user.aal };
    const token = this.jwt.sign(claims, { audience: AUDIENCE, expiresIn: TTL_SECONDS });
    reply.setCookie(COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path: QUEUE_BOARD_PATH,
      maxAge: TTL_SECONDS,
    });
  }

  /**
   * The caller's board role: admin (may retry and remove failed jobs), ops (reads), or null when the
   * cookie is missing, forged, expired or its session has ended. An administrator without the second
   * factor where ADMIN_REQUIRE_MFA demands it only reads.
   */
  async authorize(request: FastifyRequest): Promise<BoardRole | null> {
    const token = request.cookies?.[COOKIE];
    if (!token) return null;
    let claims: BoardClaims;
    try {
      claims = this.jwt.verify<BoardClaims>(token, { audience: AUDIENCE });
    } catch {
      return null;
    }
    if (!claims.sid || (await this.revocations.isRevoked(claims.sid))) return null;
    if (claims.roles.includes(Role.Admin) && (claims.aal === 'aal2' || !this.adminNeedsSecondFactor)) return 'admin';
    return claims.roles.includes(Role.Admin) || claims.roles.includes(Role.Ops) ? 'ops' : null;
  }
}
