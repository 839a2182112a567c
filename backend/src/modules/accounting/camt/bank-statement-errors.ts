import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../../common/http/app-error';
import { CamtReadError } from './parsing/camt-read-error';

export const statementNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'BANK_STATEMENT_NOT_FOUND', 'Kontoauszug nicht gefunden.');
export const lineNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'BANK_STATEMENT_LINE_NOT_FOUND', 'Diese Zeile gehört nicht zu diesem Kontoauszug.');

/** A file that is no statement at all is the wrong type (415); a statement that cannot be read is 422. */
export function unreadableStatement(error: CamtReadError): AppError {
  const wrongType = error.failure === 'archive' || error.failure === 'not-xml' || error.failure === 'not-camt053';
  return wrongType
    ? new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'BANK_STATEMENT_FILE_TYPE', error.message)
    : new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'BANK_STATEMENT_UNREADABLE', error.message);
}
