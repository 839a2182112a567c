'use strict';
/**
 * The local stand-in for MinIO: s3rver for the S3 API, behind a small gateway that does what s3rver
 * does not. s3rver serves anonymous requests (list, read, even write) and accepts any AWS signature V4
 * without checking it; the gateway checks every signature against the configured key pair and lets
 * anonymous requests read objects only where a bucket policy allows it, as MinIO does. Buckets are
 * private until a policy says otherwise; the portal gives the product-images bucket public read.
 * s3rver never listens itself: it runs inside the gateway's HTTP server, so nothing bypasses the check.
 *
 * CommonJS so that both the ES-module scripts (npm run up, browser tests) and jest's global setup load it.
 */
const { createHash, createHmac, randomBytes, timingSafeEqual } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:http');
const { join } = require('node:path');
const S3rver = require('s3rver');
const AWSAccount = require('s3rver/lib/models/account');

const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const MAX_POLICY_BYTES = 20 * 1024;

const sha256Hex = (value) => createHash('sha256').update(value).digest('hex');
const hmac = (key, value) => createHmac('sha256', key).update(value).digest();

/** A key pair for a local run: random, so no default credentials open the store. */
function generateCredentials() {
  return { accessKey: `radwerk-${randomBytes(6).toString('hex')}`, secretKey: randomBytes(24).toString('base64url') };
}

function s3Error(res, status, code, message) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** YYYYMMDDTHHMMSSZ → epoch ms, or NaN. */
function parseAmzDate(value) {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return match ? Date.UTC(+match[1], +match[2] - 1, +match[3], +match[4], +match[5], +match[6]) : NaN;
}

/** The canonical query as the signer built it: the raw pairs in byte order, each with its '='. */
function canonicalQuery(rawQuery, without) {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter((pair) => pair && pair.split('=')[0] !== without)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
}

/**
 * Checks an AWS signature V4 (Authorization header or presigned query). Returns 'anonymous' when the
 * request carries none, 'signed' when it is valid, or an error to answer with.
 */
function checkSignature(req, { accessKey, secretKey }) {
  const [rawPath, rawQuery = ''] = req.url.split('?');
  const params = new URLSearchParams(rawQuery);
  const header = req.headers.authorization;
  const presigned = params.has('X-Amz-Signature');
  if (!header && !presigned && !params.has('Signature')) return 'anonymous';
  if (params.has('Signature') || (header && !header.startsWith('AWS4-HMAC-SHA256 '))) {
    return { status: 403, code: 'AccessDenied', message: 'Only AWS signature version 4 is accepted.' };
  }

  let credential, signedHeaders, signature, amzDate, payloadHash, expiresMs;
  if (header) {
    const fields = Object.fromEntries(
      header
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(',')
        .map((part) => part.trim().split('=')),
    );
    [credential, signedHeaders, signature] = [fields.Credential, fields.SignedHeaders, fields.Signature];
    amzDate = req.headers['x-amz-date'];
    payloadHash = req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD';
  } else {
    [credential, signedHeaders, signature] = [params.get('X-Amz-Credential'), params.get('X-Amz-SignedHeaders'), params.get('X-Amz-Signature')];
    amzDate = params.get('X-Amz-Date');
    payloadHash = 'UNSIGNED-PAYLOAD';
    expiresMs = Number(params.get('X-Amz-Expires')) * 1000;
  }
  if (!credential || !signedHeaders || !signature) return { status: 403, code: 'AccessDenied', message: 'Incomplete signature.' };
  const [keyId, day, region, service, terminator] = credential.split('/');
  if (keyId !== accessKey) return { status: 403, code: 'InvalidAccessKeyId', message: 'The access key does not exist.' };
  const signedAt = parseAmzDate(amzDate);
  if (Number.isNaN(signedAt) || !amzDate.startsWith(day) || terminator !== 'aws4_request') {
    return { status: 403, code: 'AccessDenied', message: 'Malformed credential scope.' };
  }
  const now = Date.now();
  if (expiresMs !== undefined ? !(expiresMs > 0) || now > signedAt + expiresMs : Math.abs(now - signedAt) > MAX_CLOCK_SKEW_MS) {
    return { status: 403, code: 'AccessDenied', message: 'Request has expired.' };
  }

  const names = signedHeaders.split(';');
  if (!names.includes('host')) return { status: 403, code: 'AccessDenied', message: 'The host header must be signed.' };
  const canonicalHeaders = names.map((name) => `${name}:${String(req.headers[name] ?? '').replace(/ +/g, ' ')}\n`).join('');
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery(rawQuery, presigned ? 'X-Amz-Signature' : undefined),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day), region), service), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign).digest('hex'));
  const given = Buffer.from(String(signature));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature does not match.' };
  }
  return 'signed';
}

/** Bucket policies, kept in a file beside the data so a restarted stand-in keeps them. */
class BucketPolicies {
  constructor(file) {
    this.file = file;
    this.policies = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  }

  get(bucket) {
    return this.policies[bucket];
  }

  set(bucket, policy) {
    if (policy === undefined) delete this.policies[bucket];
    else this.policies[bucket] = policy;
    writeFileSync(this.file, JSON.stringify(this.policies, null, 2));
  }

  /** True when a statement lets everyone (Principal "*") s3:GetObject this object and none denies it. */
  allowsAnonymousRead(bucket, key) {
    const statements = [].concat(this.policies[bucket]?.Statement ?? []);
    const applies = (statement) => {
      const principal = statement.Principal;
      const everyone = principal === '*' || [].concat(principal?.AWS ?? []).includes('*');
      const actions = [].concat(statement.Action ?? []);
      const resources = [].concat(statement.Resource ?? []);
      return (
        everyone &&
        actions.some((action) => action === 's3:GetObject' || action === 's3:*') &&
        resources.some((resource) => globMatches(resource, `arn:aws:s3:::${bucket}/${key}`))
      );
    };
    return !statements.some((s) => s.Effect === 'Deny' && applies(s)) && statements.some((s) => s.Effect === 'Allow' && applies(s));
  }
}

function globMatches(pattern, value) {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(value);
}

function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** PUT/GET/DELETE /<bucket>?policy, answered by the gateway (s3rver has no bucket policies). */
async function handlePolicy(req, res, bucket, policies, bucketExists) {
  if (!(await bucketExists(bucket))) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
  if (req.method === 'GET') {
    const policy = policies.get(bucket);
    if (!policy) return s3Error(res, 404, 'NoSuchBucketPolicy', 'The bucket policy does not exist.');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify(policy));
  }
  if (req.method === 'DELETE') {
    policies.set(bucket, undefined);
    res.writeHead(204);
    return res.end();
  }
  if (req.method !== 'PUT') return s3Error(res, 405, 'MethodNotAllowed', 'The method is not allowed.');
  let policy;
  try {
    policy = JSON.parse(await readBody(req, MAX_POLICY_BYTES));
  } catch {
    return s3Error(res, 400, 'MalformedPolicy', 'The policy is not valid JSON.');
  }
  if (!policy || typeof policy !== 'object' || !policy.Statement) {
    return s3Error(res, 400, 'MalformedPolicy', 'The policy has no statements.');
  }
  policies.set(bucket, policy);
  res.writeHead(204);
  res.end();
}

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: any free port) with data in `directory`. Without a key
 * pair it makes one up; the caller hands the returned keys to the portal (S3_ACCESS_KEY/S3_SECRET_KEY).
 */
async function startS3StandIn({ port = 0, directory, accessKey, secretKey, silent = true }) {
  mkdirSync(directory, { recursive: true });
  const credentials = accessKey && secretKey ? { accessKey, secretKey } : generateCredentials();
  const s3rver = new S3rver({ directory, silent, allowMismatchedSignatures: false, configureBuckets: [] });
  // s3rver's built-in S3RVER/S3RVER pair must open nothing; it learns ours (it does not check V4 signatures, the gateway does).
  AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(credentials.accessKey, credentials.secretKey);
  await s3rver.configureBuckets();
  const s3 = s3rver.callback();
  const policies = new BucketPolicies(join(directory, '.bucket-policies.json'));
  const bucketExists = async (bucket) => Boolean(await s3rver.store.getBucket(bucket));

  const server = createServer((req, res) => {
    const [rawPath, rawQuery = ''] = req.url.split('?');
    const [bucket = '', ...keyParts] = rawPath.slice(1).split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const verdict = checkSignature(req, credentials);
    if (typeof verdict === 'object') return s3Error(res, verdict.status, verdict.code, verdict.message);
    if (verdict === 'anonymous') {
      const plainObjectRead = (req.method === 'GET' || req.method === 'HEAD') && bucket && key && rawQuery === '';
      if (plainObjectRead && policies.allowsAnonymousRead(decodeURIComponent(bucket), key)) return s3(req, res);
      return s3Error(res, 403, 'AccessDenied', 'Access Denied');
    }
    if (bucket && !key && new URLSearchParams(rawQuery).has('policy')) {
      return void handlePolicy(req, res, decodeURIComponent(bucket), policies, bucketExists).catch(() => s3Error(res, 500, 'InternalError', 'Policy error'));
    }
    return s3(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const boundPort = server.address().port;
  return {
    port: boundPort,
    endpoint: `http://127.0.0.1:${boundPort}`,
    ...credentials,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
        s3rver.logger?.exceptions?.unhandle?.();
        s3rver.logger?.close?.();
      }),
  };
}

module.exports = { startS3StandIn };
