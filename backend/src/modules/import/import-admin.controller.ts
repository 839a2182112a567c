import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { readUpload, UploadRoute } from '../../common/http/read-upload';
import { ImportDetailDto, ImportMappingDto, ImportPageDto, ImportPreviewDto, StartImportDto } from './dto/import.dto';
import { ImportReportService } from './import-report.service';
import { IMPORT_UPLOAD, ImportService } from './import.service';

/** Product import from CSV or XLSX: upload, mapping with preview, start, progress, cancel, history, error report. */
@ApiTags('admin-import')
@Roles(Role.Admin)
@Controller('admin/imports')
export class ImportAdminController {
  constructor(
    private readonly imports: ImportService,
    private readonly reports: ImportReportService,
  ) {}

  @Post()
  @UploadRoute()
  @ApiCreatedResponse({ type: ImportDetailDto, description: 'Erkannte Kodierung, Trennzeichen, Kopfzeile, Spalten, Vorschau, vorgeschlagene Zuordnung' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: "'Ungültiger Dateityp' oder 'Excel-Import momentan nicht verfügbar' (.xls)" })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Datei leer, nur Kopfzeile oder nicht lesbar' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Größer als 30 MB' })
  async createImport(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<ImportDetailDto> {
    return this.imports.uploadImport(await readUpload(request, IMPORT_UPLOAD), user.id);
  }

  @Get()
  @ApiOkResponse({ type: ImportPageDto })
  getImports(@Query() query: PageQueryDto): Promise<ImportPageDto> {
    return this.imports.getImports(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ImportDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getImport(@Param('id', ParseUUIDPipe) id: string): Promise<ImportDetailDto> {
    return this.imports.getImport(id);
  }

  @Post(':id/preview')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ImportPreviewDto, description: 'Die ersten 5 Zeilen, wie sie mit dieser Zuordnung gespeichert würden' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  previewImport(@Param('id', ParseUUIDPipe) id: string, @Body() body: ImportMappingDto): Promise<ImportPreviewDto> {
    return this.reports.previewImport(id, body.mapping);
  }

  @Post(':id/start')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ImportDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "'Pflichtfelder fehlen' oder ungültige Zuordnung" })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits gestartet oder abgebrochen' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  startImport(@Param('id', ParseUUIDPipe) id: string, @Body() body: StartImportDto, @CurrentUser() user: AuthUser): Promise<ImportDetailDto> {
    return this.imports.startImport(id, body, user.id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ImportDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits beendet' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  cancelImport(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() user: AuthUser): Promise<ImportDetailDto> {
    return this.imports.cancelImport(id, user.id);
  }

  @Get(':id/errors')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Fehlerbericht: Zeile;Art;Artikelnummer;Spalte;Wert;Grund (UTF-8, Semikolon)', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async getImportErrors(@Param('id', ParseUUIDPipe) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const report = await this.reports.getErrorReport(id);
    const ascii = report.fileName.replace(/[^\x20-\x7e]/g, '_');
    reply.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(report.fileName)}`);
    return report.body;
  }
}
