import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';
import { UploadedFile } from '../../common/http/read-upload';
import { ImportFileType } from './entities/import-job.entity';
import { fileTypeOf } from './import.service';
import { csvLayout, DataRow, dataRowChunks, TableLayout } from './reading/import-file';
import { UnreadableFileError } from './reading/table-records';

export type TableRow = DataRow;

/**
 * The product import's reader for other modules: a CSV (encoding and delimiter sniffed, `sep=` honoured) or the
 * first sheet of an XLSX as rows of cell texts, every non-blank record including a header, numbered as a
 * spreadsheet shows them. What a row means is the caller's business.
 */
@Injectable()
export class TableFileService {
  async readRows(file: UploadedFile): Promise<TableRow[]> {
    const fileType = fileTypeOf(file);
    const layout: TableLayout =
      fileType === ImportFileType.Csv
        ? { fileType, ...csvLayout(file.buffer), headerRowIndex: -1 }
        : { fileType, encoding: null, delimiter: null, headerRowIndex: -1 };
    const rows: TableRow[] = [];
    try {
      for await (const chunk of dataRowChunks(file.buffer, layout)) rows.push(...chunk);
    } catch (error) {
      if (error instanceof UnreadableFileError) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'IMPORT_FILE_UNREADABLE', error.message);
      throw error;
    }
    if (rows.length === 0) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'IMPORT_FILE_UNREADABLE', 'Die Datei ist leer.');
    return rows;
  }
}
