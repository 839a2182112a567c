import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { AuthUser, CurrentUser, Roles } from '../../../common/auth/decorators';
import { Role } from '../../../common/auth/role';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { readUpload, UploadRoute } from '../../../common/http/read-upload';
import { BankStatementBookingService } from './bank-statement-booking.service';
import { BANK_STATEMENT_UPLOAD, BankStatementImportService } from './bank-statement-import.service';
import { BankStatementsService } from './bank-statements.service';
import { AssignBankStatementLineDto, BankStatementConfirmResultDto, ConfirmBankStatementDto } from './dto/bank-statement-input.dto';
import { BankStatementDetailDto, BankStatementPageDto } from './dto/bank-statement.dto';

/** Bank statements (CAMT.053): upload, list, a statement with its proposals, booking them, assigning a line by hand. */
@ApiTags('admin-bank-statements')
@Roles(Role.Admin)
@Controller('admin/bank-statements')
export class BankStatementsAdminController {
  constructor(
    private readonly imports: BankStatementImportService,
    private readonly statements: BankStatementsService,
    private readonly booking: BankStatementBookingService,
  ) {}

  @Post()
  @UploadRoute()
  @ApiCreatedResponse({ type: BankStatementDetailDto, description: 'Eingelesener Auszug mit Zuordnungsvorschlägen' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Kein XML, kein CAMT.053 oder ein Archiv' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Falsche Kodierung oder unvollständiger Auszug' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Derselbe Auszug wurde bereits eingelesen' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Größer als 20 MB' })
  async uploadBankStatement(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<BankStatementDetailDto> {
    return this.imports.importStatement(await readUpload(request, BANK_STATEMENT_UPLOAD), user.id);
  }

  @Get()
  @ApiOkResponse({ type: BankStatementPageDto })
  getBankStatements(@Query() query: PageQueryDto): Promise<BankStatementPageDto> {
    return this.statements.getStatements(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: BankStatementDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getBankStatement(@Param('id', ParseUUIDPipe) id: string): Promise<BankStatementDetailDto> {
    return this.statements.getStatement(id);
  }

  @Post(':id/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BankStatementConfirmResultDto, description: 'Gebuchte Zeilen; Zeilen, die nicht gebucht werden konnten, mit Grund' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Auszug oder eine der Zeilen nicht gefunden' })
  confirmBankStatement(@Param('id', ParseUUIDPipe) id: string, @Body() body: ConfirmBankStatementDto, @CurrentUser() user: AuthUser): Promise<BankStatementConfirmResultDto> {
    return this.booking.confirm(id, body, user);
  }

  @Post(':id/lines/:lineId/assign')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BankStatementDetailDto, description: 'Die Zeile ist nun ein Vorschlag für diese Rechnung' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Auszug, Zeile oder Rechnung nicht gefunden' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Zeile bereits gebucht oder keine Gutschrift; Rechnung bezahlt oder storniert' })
  assignBankStatementLine(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('lineId', ParseUUIDPipe) lineId: string,
    @Body() body: AssignBankStatementLineDto,
    @CurrentUser() user: AuthUser,
  ): Promise<BankStatementDetailDto> {
    return this.statements.assignLine(id, lineId, body, user);
  }
}
