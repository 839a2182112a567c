import { HttpStatus } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The largest file any upload route accepts; each route names its own lower limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadedFile {
  buffer: Buffer;
  fileName: string;
}

export interface UploadLimits {
  maxBytes: number;
  /** The German sentence a user reads when the file is too large, e.g. 'Die Datei darf maximal 10MB groß sein.' */
  tooLargeMessage: string;
  /** Shown when no file came: 'Bitte wählen Sie eine Datei aus.' unless a route says it more precisely. */
  missingMessage?: string;
}

/** Reads the one file of a multipart request (field `file`) into memory, refusing more than `maxBytes`. */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<UploadedFile> {
  const missing = () => new AppError(HttpStatus.BAD_REQUEST, 'FILE_MISSING', limits.missingMessage ?? 'Bitte wählen Sie eine Datei aus.');
  const tooLarge = () => new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'FILE_TOO_LARGE', limits.tooLargeMessage);
  if (!request.isMultipart()) {
    throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'MULTIPART_REQUIRED', 'Bitte laden Sie die Datei als multipart/form-data hoch.');
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
  } catch {
    throw missing();
  }
  if (!part) throw missing();
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) {
      throw tooLarge();
    }
    throw missing();
  }
  if (part.file.truncated || buffer.length > limits.maxBytes) throw tooLarge();
  if (buffer.length === 0) throw new AppError(HttpStatus.BAD_REQUEST, 'FILE_EMPTY', 'Die Datei ist leer.');
  return { buffer, fileName: part.filename || 'datei' };
}
