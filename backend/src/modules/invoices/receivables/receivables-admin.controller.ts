import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../../common/auth/decorators';
import { Role } from '../../../common/auth/role';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { IncomingPaymentSource } from '../entities/incoming-payment.entity';
import { PaymentPreviewDto, PaymentPreviewQueryDto, RecordedPaymentDto, RecordPaymentDto, ReversePaymentDto } from '../dto/payment.dto';
import { CompanyReceivablesDto, ReceivablesFilterDto, ReceivablesPageDto, ReceivablesQueryDto } from '../dto/receivables.dto';
import { BINARY } from '../invoices.controller';
import { InvoicePaymentsService } from '../payments/invoice-payments.service';
import { ReceivablesExportService } from './receivables-export.service';
import { ReceivablesService } from './receivables.service';

/** Forderungen: receivables by age, their exports, one company's open items; payments booked and reversed by hand. */
@ApiTags('admin-receivables')
@Roles(Role.Admin)
@Controller('admin')
export class ReceivablesAdminController {
  constructor(
    private readonly receivables: ReceivablesService,
    private readonly exports: ReceivablesExportService,
    private readonly payments: InvoicePaymentsService,
  ) {}

  @Get('receivables')
  @ApiOkResponse({ type: ReceivablesPageDto })
  getReceivables(@Query() query: ReceivablesQueryDto): Promise<ReceivablesPageDto> {
    return this.receivables.list(query);
  }

  @Get('receivables/export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ ...BINARY, description: 'Eine Zeile je Firma und die Summenzeile; Semikolon, deutsches Zahlenformat, UTF-8 mit BOM' })
  exportReceivablesCsv(@Query() query: ReceivablesFilterDto): Promise<StreamableFile> {
    return this.exports.csv(query);
  }

  @Get('receivables/export.xlsx')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ ...BINARY, description: 'Dieselben Zeilen als Excel-Arbeitsmappe' })
  exportReceivablesXlsx(@Query() query: ReceivablesFilterDto): Promise<StreamableFile> {
    return this.exports.xlsx(query);
  }

  @Get('receivables/:companyId')
  @ApiOkResponse({ type: CompanyReceivablesDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getCompanyReceivables(@Param('companyId', ParseUUIDPipe) companyId: string): Promise<CompanyReceivablesDto> {
    return this.receivables.company(companyId);
  }

  @Get('payments/preview')
  @ApiOkResponse({ type: PaymentPreviewDto, description: 'Wohin die Zahlung ginge: Rechnung, Überschuss verrechnet mit anderen Rechnungen oder als Guthaben' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Rechnung oder Firma nicht gefunden' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Rechnung ist storniert' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Betrag 0, Datum ungültig oder weder Rechnung noch Firma' })
  previewPayment(@Query() query: PaymentPreviewQueryDto): Promise<PaymentPreviewDto> {
    return this.payments.preview({ ...query, invoiceId: query.invoiceId ?? null });
  }

  @Post('payments')
  @ApiHeader({ name: 'idempotency-key', required: false, description: 'Je geöffnetem Formular neu (8–100 Zeichen); dieselbe Anfrage noch einmal liefert dieselbe Zahlung' })
  @ApiCreatedResponse({ type: RecordedPaymentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Eingabe oder Idempotency-Key ungültig' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Rechnung oder Firma nicht gefunden' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Rechnung ist storniert' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Betrag 0, Datum ungültig, weder Rechnung noch Firma, oder der Idempotency-Key gehört zu einer anderen Zahlung' })
  recordPayment(@CurrentUser() user: AuthUser, @Body() body: RecordPaymentDto, @Headers('idempotency-key') key: string | undefined): Promise<RecordedPaymentDto> {
    return this.payments.recordOnce({ ...body, invoiceId: body.invoiceId ?? null, source: IncomingPaymentSource.Manual, recordedByUserId: user.id }, key);
  }

  @Post('payments/:id/reverse')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Storniert, mit allen Teilen der Zahlung (Rest als Guthaben, verrechnete Teile); auf verrechnetem Guthaben: Verrechnung aufgehoben' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits storniert' })
  reversePayment(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: ReversePaymentDto): Promise<void> {
    return this.payments.reverse(id, user, body.reason);
  }
}
