import { FastifyRequest } from 'fastify';
import { containerCount, hasLoneSurrogate, INVALID_TEXT_MESSAGE, jsonBodyParser, MAX_CONTAINERS, TOO_MANY_CONTAINERS_MESSAGE } from './json-body';

/** Stands in for Fastify's default JSON parser: JSON.parse, errors passed on. */
const parseJson = (_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => {
  try {
    done(null, JSON.parse(body));
  } catch (error) {
    done(error as Error);
  }
};

function parse(body: Buffer | string) {
  const request = {} as FastifyRequest & { rawBody?: Buffer };
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  let result: { error: Error | null; value?: unknown } | undefined;
  jsonBodyParser(parseJson)(request, bytes, (error, value) => (result = { error, value }));
  return { ...result!, rawBody: request.rawBody };
}

const refusal = (error: Error | null) => (error as { getStatus?: () => number; getResponse?: () => unknown } | null);

describe('hasLoneSurrogate', () => {
  it('finds a lone surrogate in values and keys at any depth, and nowhere else', () => {
    expect(hasLoneSurrogate({ a: 'x', b: [1, true, null, { c: 'y\u{1f6b2}' }] })).toBe(false);
    expect(hasLoneSurrogate({ a: 'x', b: [1, { c: 'y\ud800' }] })).toBe(true);
    expect(hasLoneSurrogate({ ['k\udc00']: 1 })).toBe(true);
    expect(hasLoneSurrogate(['\ude00\ud83d'])).toBe(true);
    expect(hasLoneSurrogate('\ud83d')).toBe(true);
    expect(hasLoneSurrogate(42)).toBe(false);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}"\\ud800"${'}'.repeat(100_000)}`) as unknown;
    expect(hasLoneSurrogate(deep)).toBe(true);
  });
});

describe('jsonBodyParser', () => {
  it('parses UTF-8 with umlauts, emoji and escaped pairs, and keeps the exact bytes', () => {
    const body = Buffer.from('{"name":"Kettenöl 🚲 \\ud83d\\ude00 \\\\ud800"}', 'utf8');
    const result = parse(body);
    expect(result.error).toBeNull();
    expect(result.value).toEqual({ name: 'Kettenöl 🚲 😀 \\ud800' });
    expect(result.rawBody).toBe(body);
  });

  it('drops a byte order mark as before', () => {
    expect(parse(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')])).value).toEqual({ a: 1 });
  });

  it.each([
    ['0xFF', [0xff]],
    ['a lead byte without continuation', [0xc3, 0x28]],
    ['an overlong encoding', [0xc0, 0x80]],
    ['a surrogate encoded as UTF-8', [0xed, 0xa0, 0x80]],
    ['a sequence cut short at the end', [0xe2, 0x82]],
  ])('refuses invalid UTF-8: %s', (_label, invalid) => {
    const body = Buffer.concat([Buffer.from('{"a":"x'), Buffer.from(invalid), Buffer.from('"}')]);
    const result = parse(body);
    expect(refusal(result.error)?.getStatus?.()).toBe(400);
    expect(refusal(result.error)?.getResponse?.()).toEqual({ code: 'BAD_REQUEST', message: INVALID_TEXT_MESSAGE });
    expect(result.rawBody).toBe(body);
  });

  it.each(['{"a":"\\ud800"}', '{"a":"\\uDBFF x"}', '{"a":["\\udc00"]}', '{"\\ud800":1}', '{"a":"\\ude00\\ud83d"}'])('refuses a lone surrogate escape: %s', (body) => {
    expect(refusal(parse(body).error)?.getStatus?.()).toBe(400);
  });

  it('passes on the JSON parser\'s own errors', () => {
    expect(parse('{"a":').error).toBeInstanceOf(SyntaxError);
  });
});

describe('objects and lists counted before parsing', () => {
  it('counts braces and brackets outside strings only, escaped quotes included, and stops one past the limit', () => {
    expect(containerCount(Buffer.from('{"a":[1,{"b":"{[\\"{"}],"c":{}}'), 100)).toBe(4);
    expect(containerCount(Buffer.from('[' + '{},'.repeat(50) + '{}]'), 10)).toBe(11);
  });

  it('refuses a megabyte of empty objects in German before parsing it, and parses a large ordinary body', () => {
    const many = parse(`{"k":[${Array.from({ length: 340_000 }, () => '{}').join(',')}]}`);
    expect(refusal(many.error)?.getStatus?.()).toBe(400);
    expect(refusal(many.error)?.getResponse?.()).toMatchObject({ code: 'VALIDATION_FAILED', message: TOO_MANY_CONTAINERS_MESSAGE });
    expect(TOO_MANY_CONTAINERS_MESSAGE).toBe('Die Anfrage enthält zu viele Objekte und Listen (höchstens 20.000).');
    const lines = Array.from({ length: MAX_CONTAINERS - 2 }, (_, index) => ({ sku: `SKU-{${index}}`, quantity: 1 }));
    const ordinary = parse(JSON.stringify({ lines, note: '{'.repeat(100_000) }));
    expect(ordinary.error).toBeNull();
    expect((ordinary.value as { lines: unknown[] }).lines).toHaveLength(MAX_CONTAINERS - 2);
  });
});
