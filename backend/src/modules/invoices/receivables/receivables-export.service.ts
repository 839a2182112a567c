import { Injectable, StreamableFile } from '@nestjs/common';
import { berlinDay } from '../../../common/money/pricing';
import { ReceivablesFilterDto } from '../dto/receivables.dto';
import { receivablesCsv, receivablesXlsx, sumOf } from './receivables-export';
import { ReceivablesService } from './receivables.service';

/** The receivables list as a file, with the filters of the screen. */
@Injectable()
export class ReceivablesExportService {
  constructor(private readonly receivables: ReceivablesService) {}

  async csv(filter: ReceivablesFilterDto): Promise<StreamableFile> {
    const today = berlinDay(new Date());
    const rows = await this.receivables.rows(filter, today);
    return receivablesCsv(rows, sumOf(rows), today);
  }

  async xlsx(filter: ReceivablesFilterDto): Promise<StreamableFile> {
    const today = berlinDay(new Date());
    const rows = await this.receivables.rows(filter, today);
    return receivablesXlsx(rows, sumOf(rows), today);
  }
}
