import { FastifyReply } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_TOKEN_TTL_DAYS = 30;
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 3600,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}
