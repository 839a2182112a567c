import { companyScope } from '../../common/auth/company-scope';
import { Controller, Get, Param, ParseUUIDPipe, Query, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { InvoiceSummaryDto } from './dto/invoice.dto';
import { InvoiceFileQueryDto } from './dto/invoice-query.dto';
import { InvoicesService } from './invoices.service';

export const BINARY = { schema: { type: 'string', format: 'binary' } } as const;

/** The invoice of the dealer's own order; another dealer's order answers 404 like one without an invoice. */
@ApiTags('invoices')
@Roles(Role.Dealer)
@Controller('orders')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':id/invoice')
  @ApiOkResponse({ type: InvoiceSummaryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Noch keine Rechnung (oder nicht Ihre Bestellung)' })
  getOrderInvoice(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<InvoiceSummaryDto> {
    return this.invoices.getOrderInvoice(id, companyScope(user));
  }

  @Get(':id/invoice.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ ...BINARY, description: 'ZUGFeRD-/Factur-X-PDF (PDF/A-3) mit eingebettetem XML' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Rechnung wird gerade erstellt' })
  downloadOrderInvoicePdf(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Query() query: InvoiceFileQueryDto): Promise<StreamableFile> {
    return this.invoices.downloadOrderInvoice(id, 'pdf', query.document, companyScope(user));
  }

  @Get(':id/invoice.xml')
  @ApiProduces('application/xml')
  @ApiOkResponse({ ...BINARY, description: 'XRechnung (UN/CEFACT CII)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Rechnung wird gerade erstellt' })
  downloadOrderInvoiceXml(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Query() query: InvoiceFileQueryDto): Promise<StreamableFile> {
    return this.invoices.downloadOrderInvoice(id, 'xml', query.document, companyScope(user));
  }
}
