import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';

export const importNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'IMPORT_NOT_FOUND', 'Import nicht gefunden.');

export const INVALID_TYPE_MESSAGE = 'Ungültiger Dateityp: Bitte laden Sie eine CSV- oder XLSX-Datei hoch.';
export const EXCEL_UNAVAILABLE_MESSAGE =
  'Excel-Import momentan nicht verfügbar: Bitte speichern Sie die Datei in Excel als „CSV UTF-8 (durch Trennzeichen getrennt)“ oder als Excel-Arbeitsmappe (.xlsx) und laden Sie sie erneut hoch.';
