import { Controller, Get, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AdminInvoicePageDto, InvoiceSummaryDto } from './dto/invoice.dto';
import { AdminInvoiceQueryDto, InvoiceFileQueryDto, InvoiceFilterDto } from './dto/invoice-query.dto';
import { InvoiceIssuingService } from './invoice-issuing.service';
import { InvoicesAdminService } from './invoices-admin.service';
import { BINARY } from './invoices.controller';
import { InvoicesService } from './invoices.service';

@ApiTags('admin-invoices')
@Roles(Role.Admin)
@Controller('admin')
export class InvoicesAdminController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly issuing: InvoiceIssuingService,
    private readonly admin: InvoicesAdminService,
  ) {}

  @Get('orders/:id/invoice')
  @ApiOkResponse({ type: InvoiceSummaryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Noch keine Rechnung' })
  getAdminOrderInvoice(@Param('id', ParseUUIDPipe) id: string): Promise<InvoiceSummaryDto> {
    return this.invoices.getOrderInvoice(id);
  }

  @Post('orders/:id/invoice')
  @ApiCreatedResponse({ type: InvoiceSummaryDto, description: 'Rechnung erstellt; PDF und XML folgen in Sekunden' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Nicht versandt/zugestellt oder bereits eine Rechnung' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  createOrderInvoice(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<InvoiceSummaryDto> {
    return this.issuing.createForOrder(user, id);
  }

  @Get('orders/:id/invoice.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ ...BINARY, description: 'ZUGFeRD-/Factur-X-PDF (PDF/A-3) mit eingebettetem XML' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Rechnung wird gerade erstellt' })
  downloadAdminOrderInvoicePdf(@Param('id', ParseUUIDPipe) id: string, @Query() query: InvoiceFileQueryDto): Promise<StreamableFile> {
    return this.invoices.downloadOrderInvoice(id, 'pdf', query.document);
  }

  @Get('orders/:id/invoice.xml')
  @ApiProduces('application/xml')
  @ApiOkResponse({ ...BINARY, description: 'XRechnung (UN/CEFACT CII)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Rechnung wird gerade erstellt' })
  downloadAdminOrderInvoiceXml(@Param('id', ParseUUIDPipe) id: string, @Query() query: InvoiceFileQueryDto): Promise<StreamableFile> {
    return this.invoices.downloadOrderInvoice(id, 'xml', query.document);
  }

  @Get('invoices')
  @ApiOkResponse({ type: AdminInvoicePageDto })
  getAdminInvoices(@Query() query: AdminInvoiceQueryDto): Promise<AdminInvoicePageDto> {
    return this.admin.listInvoices(query);
  }

  @Get('invoices/:id.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ ...BINARY, description: 'Die Rechnung oder Stornorechnung als ZUGFeRD-PDF' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Rechnung wird gerade erstellt' })
  downloadAdminInvoicePdf(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return this.invoices.downloadInvoice(id, 'pdf');
  }

  @Get('invoices/:id.xml')
  @ApiProduces('application/xml')
  @ApiOkResponse({ ...BINARY, description: 'Die Rechnung oder Stornorechnung als XRechnung' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Rechnung wird gerade erstellt' })
  downloadAdminInvoiceXml(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return this.invoices.downloadInvoice(id, 'xml');
  }

  @Get('invoices/export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ ...BINARY, description: 'Eine Zeile je Rechnung; Semikolon, deutsches Zahlenformat, UTF-8 mit BOM' })
  exportInvoicesCsv(@Query() query: InvoiceFilterDto): Promise<StreamableFile> {
    return this.admin.exportCsv(query);
  }
}
