import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Roles } from '../../../common/auth/decorators';
import { Role } from '../../../common/auth/role';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { DatevExportService } from './datev-export.service';
import { DatevExportQueryDto } from './dto/datev-export-query.dto';

@ApiTags('admin-accounting')
@Roles(Role.Admin)
@Controller('admin/exports')
export class DatevExportController {
  constructor(private readonly datev: DatevExportService) {}

  @Get('datev')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: { type: 'string', format: 'binary' },
    description: 'DATEV-Buchungsstapel (EXTF 700, Formatversion 13), Windows-1252, Semikolon, CR LF',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Zeitraum ungültig (Datum, Reihenfolge, über Kalender- oder Wirtschaftsjahr)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Debitorennummern passen nicht zur Sachkontenlänge, zu viele Buchungen' })
  exportDatevBookings(@Query() query: DatevExportQueryDto): Promise<StreamableFile> {
    return this.datev.exportBookings(query.from, query.to);
  }

  @Get('datev/debtors')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: { type: 'string', format: 'binary' },
    description: 'DATEV Debitoren/Kreditoren (EXTF 700, Formatversion 5): die freigegebenen Händlerfirmen mit Debitorennummer',
  })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Debitorennummern passen nicht zur Sachkontenlänge' })
  exportDatevDebtors(): Promise<StreamableFile> {
    return this.datev.exportDebtors();
  }
}
