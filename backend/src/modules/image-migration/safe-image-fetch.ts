import { lookup } from 'dns/promises';
import http, { IncomingMessage } from 'http';
import https from 'https';
import { BlockList, isIP } from 'net';
import { detectFileType } from '../../common/storage/file-signature';

/** A download that was refused or failed; the message is German and goes into the migration report. */
export class ImageFetchError extends Error {}

export type ImageType = 'jpeg' | 'png' | 'webp';

export interface FetchedImage {
  buffer: Buffer;
  type: ImageType;
}

export interface ImageFetchOptions {
  /** Tests only (IMAGE_FETCH_ALLOW_LOOPBACK): 127.0.0.0/8 and ::1 become reachable. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const IMAGE_FETCH_DEFAULTS: Omit<ImageFetchOptions, 'allowLoopback'> = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Everything that is not the public internet: private, shared, link-local, documentation, multicast, reserved. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified and the deprecated IPv4-compatible addresses
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** True when the portal must not connect to this address. */
export function isForbiddenAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) would smuggle any IPv4 address past the lists; no image host needs it.
  // (Not a BlockList rule: BlockList matches IPv4 addresses against IPv6 rules in their mapped form.)
  if (family === 'ipv6' && new URL(`http://[${address}]`).hostname.startsWith('[::ffff:')) return true;
  if (LOOPBACK.check(address, family)) return !allowLoopback;
  return INTERNAL.check(address, family);
}

interface Resolved {
  url: URL;
  address: string;
  family: 4 | 6;
}

async function resolveTarget(raw: string, options: ImageFetchOptions): Promise<Resolved> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageFetchError('Die Bildadresse ist ungültig.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError('Nur http- und https-Adressen werden geladen.');
  if (url.username || url.password) throw new ImageFetchError('Adressen mit Zugangsdaten werden nicht geladen.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new ImageFetchError(`Der Host „${host}“ wurde nicht gefunden.`);
    }
  }
  // Every address must be public: a name that also resolves internally is refused as a whole.
  if (addresses.length === 0 || addresses.some(({ address }) => isForbiddenAddress(address, options.allowLoopback))) {
    throw new ImageFetchError('Die Adresse zeigt in ein internes Netz; solche Ziele werden nicht geladen.');
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}

/** One request to the vetted address (the connection is pinned to it, so a second DNS answer cannot differ). */
function request(target: Resolved, signal: AbortSignal, maxBytes: number): Promise<{ status: number; location?: string; body?: Buffer }> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(
      target.url,
      {
        signal,
        agent: false,
        headers: { 'user-agent': 'Radwerk-Portal-Bildmigration/1.0', accept: 'image/avif,image/webp,image/png,image/jpeg,*/*;q=0.5' },
        lookup: (_hostname, lookupOptions, callback) => {
          const cb = callback as unknown as (...args: unknown[]) => void;
          if ((lookupOptions as { all?: boolean }).all) cb(null, [{ address: target.address, family: target.family }]);
          else cb(null, target.address, target.family);
        },
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return resolve({ status });
        }
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          response.destroy();
          return reject(new ImageFetchError('Das Bild ist größer als 5 MB.'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new ImageFetchError('Das Bild ist größer als 5 MB.'));
          } else {
            chunks.push(chunk);
          }
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
  });
}

function describe(error: unknown, timeoutMs: number): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  const { name, code } = error as { name?: string; code?: string };
  if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR') {
    return new ImageFetchError(`Zeitüberschreitung: Das Bild kam nicht innerhalb von ${timeoutMs / 1000} Sekunden.`);
  }
  if (code === 'ECONNREFUSED') return new ImageFetchError('Der Server hat die Verbindung abgelehnt.');
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return new ImageFetchError('Das Zertifikat des Servers ist ungültig.');
  return new ImageFetchError('Die Verbindung zum Server ist fehlgeschlagen.');
}

/**
 * Downloads an image for the migration without letting the server be abused as a proxy into internal
 * networks: http(s) only, every hop (redirects included) resolved and checked against internal address
 * ranges, the connection pinned to the checked address, a time limit over everything, at most 5 MB, and
 * JPEG, PNG or WEBP by magic bytes, whatever the server claims.
 */
export async function fetchImage(url: string, options: ImageFetchOptions): Promise<FetchedImage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      const target = await resolveTarget(current, options);
      const answer = await request(target, signal, options.maxBytes);
      if (answer.location) {
        if (hop >= options.maxRedirects) throw new ImageFetchError('Zu viele Weiterleitungen.');
        current = new URL(answer.location, target.url).href;
        continue;
      }
      if (!answer.body) throw new ImageFetchError(`Der Server antwortete mit Status ${answer.status}.`);
      const type = detectFileType(answer.body);
      if (type !== 'jpeg' && type !== 'png' && type !== 'webp') throw new ImageFetchError('Die Datei ist kein JPEG-, PNG- oder WEBP-Bild.');
      return { buffer: answer.body, type };
    }
  } catch (error) {
    throw describe(error, options.timeoutMs);
  }
}
