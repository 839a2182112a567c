import { HttpStatus } from '@nestjs/common';
import { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { MAX_LIST_ENTRIES } from './body-depth';
import { isWellFormed } from './text-field';

export const INVALID_TEXT_MESSAGE = 'Die Anfrage enthält ungültige Zeichen (kein gültiges UTF-8).';

const invalidText = () => new AppError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', INVALID_TEXT_MESSAGE);

/** Throws on bytes that are no UTF-8 (instead of putting U+FFFD in their place); drops a byte order mark as JSON.parse would. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A `\uD800`–`\uDFFF` escape: the only way a JSON text in valid UTF-8 can carry a surrogate, paired or lone. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;


/**
 * Whether a string anywhere in a parsed JSON value (an object's keys included) holds a lone UTF-16 surrogate: text no
 * column can store (PostgreSQL refuses it in jsonb and writes U+FFFD into text) and class-validator's IsEmail throws on.
 * Walks without recursion, as a body of 5,000 levels reaches here before the depth check (validation.ts).
 */
export function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isWellFormed(current)) return true;
    } else if (Array.isArray(current)) {
      for (const entry of current) pending.push(entry);
    } else if (typeof current === 'object' && current !== null) {
      for (const key of Object.keys(current)) {
        if (!isWellFormed(key)) return true;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** Bodies from this size on are counted before they are parsed; a smaller one cannot hold enough objects to matter. */
const COUNT_FROM_BYTES = 64 * 1024;
/**
 * More objects and lists than any form of the API holds: the walk after parsing allows 10,000 list entries in all
 * (MAX_LIST_ENTRIES), each at most an object with a nested one.
 */
export const MAX_CONTAINERS = 2 * MAX_LIST_ENTRIES;
export const TOO_MANY_CONTAINERS_MESSAGE = `Die Anfrage enthält zu viele Objekte und Listen (höchstens ${MAX_CONTAINERS.toLocaleString('de-DE')}).`;

/**
 * The objects and lists (`{`, `[` outside strings) of a JSON text, counted up to one past `limit`. A megabyte of `{}`
 * is 340,000 objects: parsed, then refused by the walk, it cost a second of CPU and garbage collection under load;
 * counted on the bytes it costs about a millisecond and allocates nothing.
 */
export function containerCount(body: Buffer, limit: number): number {
  let count = 0;
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (inString) {
      if (byte === 0x5c) index++; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if ((byte === 0x7b || byte === 0x5b) && ++count > limit) return count;
  }
  return count;
}

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * The JSON body parser: Fastify's own (empty body, broken JSON, `__proto__` keys as before), on the exact bytes (kept
 * as `request.rawBody` for the Stripe webhook's signature), with two checks in front of every DTO. The bytes must be
 * UTF-8: invalid ones were silently stored as U+FFFD. And no string may hold a lone surrogate escape (`"\ud800"`),
 * which answered 500. The parsed value is only walked when the text has a surrogate escape at all, so an ordinary
 * body (umlauts and emoji as UTF-8, even emoji as an escaped pair) costs one decode and one regular-expression scan.
 */
export function jsonBodyParser(parseJson: JsonParser) {
  return (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void): void => {
    (request as FastifyRequest & { rawBody?: Buffer }).rawBody = body;
    if (body.length >= COUNT_FROM_BYTES && containerCount(body, MAX_CONTAINERS) > MAX_CONTAINERS) {
      done(new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', TOO_MANY_CONTAINERS_MESSAGE, { errors: [] }));
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(invalidText());
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error);
      else if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(value)) done(invalidText());
      else done(null, value);
    });
  };
}

/**
 * Puts jsonBodyParser in place of the one Nest registers at app.init() (Nest's keeps the raw bytes, but decodes them
 * leniently). Same content type, same body limit, same handling of `__proto__` and `constructor` keys (refused).
 */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error') as unknown as JsonParser;
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, jsonBodyParser(parseJson));
}
