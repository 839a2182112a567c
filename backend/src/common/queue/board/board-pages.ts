import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOARD_DURATIONS_FILE } from './board-durations-de';
import { BOARD_MESSAGES_DE } from './board-messages-de';

/** Where a visitor (or a dealer) who opens the board goes instead; the sign-in page explains why. */
export const BOARD_SIGN_IN_REDIRECT = '/auth?hinweis=job-warteschlangen';

/**
 * The way back, always in sight: the board itself hides its links in the account menu. At the foot of the
 * board's dark menu on a laptop (its header shows the queue's name), floating at the bottom on a phone (where
 * the menu folds away). On a laptop the board's title is cut ('Job-Warteschla…') unless a little smaller. On a
 * phone its header needs more than 390 px (a large title, white on white, in a shadowed box beside four buttons
 * that run off the screen): there the title gives way. Its state and job tabs scroll sideways with labels cut
 * mid-word ('WARTET AUF TEILJO', 'PAUSI'): they wrap onto a further line instead.
 */
const BACK_LINK = `<style>
.portal-back{position:fixed;z-index:1000;bottom:3.25rem;left:1rem;font:500 14px system-ui,sans-serif;color:#e2e8f0;text-decoration:none}
.portal-back:hover{text-decoration:underline}
header>a[class*="logo-"]{font-size:20px}
@media (max-width:768px){
.portal-back{bottom:1rem;padding:.5rem .8rem;border-radius:8px;background:#fff;color:#1f6b3a;box-shadow:0 1px 4px rgba(0,0,0,.25)}
header>a[class*="logo-"]{flex:1 1 auto;min-width:0;width:auto;box-shadow:none;background:#fff;color:#303a4b;font-size:17px;font-weight:600}
header>a[class*="logo-"]>span{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
header>div[class*="content-"]{flex:0 0 auto;width:auto;padding:0 6px 0 0}
header [class*="actions-"]{gap:0;margin:0}
}
[class*="tabsWrapper-"],[class*="statusTabs-"]{overflow:visible;-webkit-mask-image:none;mask-image:none}
[class*="statusTabs-"],[class*="tabActions-"]{flex-wrap:wrap}
</style>
<a class="portal-back" href="/">← Zurück zum Portal</a>`;

/**
 * The board's settings the portal can give it: title, a way back to the portal in its menu, German dates.
 * Its language stays the English it ships, whose texts the portal answers in German (below).
 */
export const BOARD_UI_CONFIG = {
  boardTitle: 'Job-Warteschlangen',
  miscLinks: [{ text: 'Zurück zum Portal', url: '/' }],
  locale: { lng: 'en-US' },
  dateFormats: { short: 'HH:mm:ss', common: 'dd.MM. HH:mm:ss', full: 'dd.MM.yyyy HH:mm:ss' },
};

const ENGLISH_MESSAGES = '/static/locales/en-US/messages.json';
const GERMAN_MESSAGES = JSON.stringify(BOARD_MESSAGES_DE);

/** A page of the board (its single-page app), as opposed to its API and its static files. */
export const isBoardPage = (method: string, boardPath: string) =>
  method === 'GET' && !boardPath.startsWith('/api/') && !boardPath.startsWith('/static/');

/** The board's page without the external font stylesheet (the portal's CSP refuses it anyway), German (also its durations), with the way back. */
export function germanBoardPage(html: string): string {
  return html
    .replace(/<link[^>]*fonts\.googleapis\.com[^>]*>\s*/g, '')
    .replace('<html lang="en"', '<html lang="de"')
    .replace(/>\s*Loading\s*</, '>Wird geladen …<')
    .replace('<body>', `<body>\n${BACK_LINK}`)
    .replace('</body>', `<script defer src="${BOARD_DURATIONS_FILE}"></script></body>`);
}

const dropStream = (payload: unknown) => {
  if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') (payload as { destroy(): void }).destroy();
};

/**
 * In the board's own scope, after its access check: its English texts are answered in German, its page
 * loses the external font. The portal's compression runs before this scope's hooks and would hand us a
 * compressed stream, so these two answers are marked as not to be compressed until we have changed them.
 */
export function addGermanBoardPages(scope: FastifyInstance, boardPath: (request: FastifyRequest) => string): void {
  const rewritten = (request: FastifyRequest) => {
    const path = boardPath(request);
    return path === ENGLISH_MESSAGES || isBoardPage(request.method, path);
  };
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (rewritten(request)) reply.header('content-encoding', 'identity');
  });
  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!rewritten(request)) return payload;
    reply.removeHeader('content-encoding');
    if (reply.statusCode !== 200) return payload;
    if (boardPath(request) === ENGLISH_MESSAGES) {
      dropStream(payload);
      for (const header of ['content-length', 'etag', 'last-modified']) reply.removeHeader(header);
      reply.header('content-type', 'application/json; charset=utf-8');
      return GERMAN_MESSAGES;
    }
    if (typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      return germanBoardPage(payload);
    }
    return payload;
  });
}
