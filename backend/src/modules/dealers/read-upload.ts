import { HttpStatus } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../common/http/create-app';
import { AppError } from '../../common/http/app-error';

export interface UploadedFile {
  buffer: Buffer;
  fileName: string;
}

export const FILE_TOO_LARGE = () =>
  new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'FILE_TOO_LARGE', 'Die Datei darf maximal 10MB groß sein.');

/** Reads the one file of a multipart request (field `file`) into memory, refusing more than 10 MB. */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'MULTIPART_REQUIRED', 'Bitte laden Sie die Datei als multipart/form-data hoch.');
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  } catch {
    throw new AppError(HttpStatus.BAD_REQUEST, 'FILE_MISSING', 'Bitte wählen Sie eine Datei aus.');
  }
  if (!part) throw new AppError(HttpStatus.BAD_REQUEST, 'FILE_MISSING', 'Bitte wählen Sie eine Datei aus.');
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw FILE_TOO_LARGE();
    throw error;
  }
  if (part.file.truncated || buffer.length > MAX_UPLOAD_BYTES) throw FILE_TOO_LARGE();
  if (buffer.length === 0) throw new AppError(HttpStatus.BAD_REQUEST, 'FILE_EMPTY', 'Die Datei ist leer.');
  return { buffer, fileName: part.filename || 'dokument.pdf' };
}
