import { applyDecorators, HttpStatus } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { cleanFileName } from '../storage/file-name';
import { AppError } from './app-error';
import { UPLOAD_ROUTE } from './body-rules';

/** The usual upload limit (documents, attachments); a route may name its own (the product import takes 30 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The one multipart field an upload route reads. */
export const UPLOAD_FIELD = 'file';

export interface UploadedFile {
  buffer: Buffer;
  /** The browser's name for the file, cleaned of paths and invisible characters (cleanFileName). */
  fileName: string;
}

export interface UploadLimits {
  maxBytes: number;
  /** The German sentence a user reads when the file is too large, e.g. 'Die Datei darf maximal 10MB groß sein.' */
  tooLargeMessage: string;
  /** Shown when no file came: 'Bitte wählen Sie eine Datei aus.' unless a route says it more precisely. */
  missingMessage?: string;
}

/** Marks a handler as an upload route: it alone may receive multipart (body-rules.ts), documented as one file. */
export const UploadRoute = () =>
  applyDecorators(
    RouteConfig({ [UPLOAD_ROUTE]: true }),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } }),
  );

const invalid = (message: string) => new AppError(HttpStatus.BAD_REQUEST, 'UPLOAD_INVALID', message);
const wrongField = () => invalid(`Bitte senden Sie die Datei im Feld „${UPLOAD_FIELD}“.`);
const moreThanOne = () => invalid('Bitte laden Sie genau eine Datei hoch.');
/** busboy decodes a file name's bytes leniently: bytes that are no UTF-8 arrive as U+FFFD (json-body.ts refuses them too). */
const brokenFileName = (part: { filename?: string }) =>
  part.filename?.includes('\ufffd') ? invalid('Der Dateiname enthält ungültige Zeichen (kein gültiges UTF-8). Bitte benennen Sie die Datei um.') : undefined;
const incomplete = () =>
  new AppError(HttpStatus.BAD_REQUEST, 'UPLOAD_INCOMPLETE', 'Die Datei ist nicht vollständig angekommen. Bitte laden Sie sie erneut hoch.');

/** @fastify/multipart and busboy report a broken body in several ways; each becomes a German 4xx. */
function uploadErrorFrom(error: unknown, limits: UploadLimits): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'FILE_TOO_LARGE', limits.tooLargeMessage);
  if (code === 'FST_FILES_LIMIT') return moreThanOne();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') return wrongField();
  if (statusCode === 413) return new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'FILE_TOO_LARGE', limits.tooLargeMessage);
  if (/boundary|malformed|multipart: /i.test(message ?? '')) return invalid('Der Inhalt der Anfrage ist kein gültiges multipart/form-data.');
  // "Unexpected end of form", "Part terminated early", an aborted request: the body was cut off.
  return incomplete();
}

/**
 * Reads the one file of a multipart request into memory: exactly one part, a file, in field `file`, complete,
 * at most `maxBytes`, its name in UTF-8. Anything else (another field name, a second file, extra fields, a truncated
 * body) is a German 400 and nothing is kept.
 */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'MULTIPART_REQUIRED', 'Bitte laden Sie die Datei als multipart/form-data hoch.');
  }
  let upload: UploadedFile | undefined;
  let truncated = false;
  let refusal: AppError | undefined;
  try {
    // files: 2 lets a second file arrive so that it is refused, rather than silently dropped at the limit.
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 2, fields: 1, parts: 2 } })) {
      refusal ??= part.type !== 'file' || part.fieldname !== UPLOAD_FIELD ? wrongField() : upload ? moreThanOne() : brokenFileName(part);
      if (refusal || part.type !== 'file') {
        // read on to the end, so the answer is not sent while the browser is still sending
        if (part.type === 'file') part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      truncated = part.file.truncated;
      upload = { buffer, fileName: cleanFileName(part.filename ?? '', 'datei', 255) };
    }
  } catch (error) {
    throw refusal ?? uploadErrorFrom(error, limits);
  }
  if (refusal) throw refusal;
  if (!upload) throw new AppError(HttpStatus.BAD_REQUEST, 'FILE_MISSING', limits.missingMessage ?? 'Bitte wählen Sie eine Datei aus.');
  if (truncated || upload.buffer.length > limits.maxBytes) throw new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'FILE_TOO_LARGE', limits.tooLargeMessage);
  if (upload.buffer.length === 0) throw new AppError(HttpStatus.BAD_REQUEST, 'FILE_EMPTY', 'Die Datei ist leer.');
  return upload;
}
