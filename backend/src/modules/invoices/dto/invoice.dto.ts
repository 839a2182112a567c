import { ApiProperty } from '@nestjs/swagger';
import { formatCents, centsFromNumeric } from '../../../common/money/money';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceKind, InvoiceState } from '../invoice-enums';

export class InvoiceDocumentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'RE-2026-00001' })
  number: string;

  @ApiProperty({ enum: InvoiceKind, enumName: 'InvoiceKind' })
  kind: InvoiceKind;

  @ApiProperty({ format: 'date', description: 'Rechnungsdatum' })
  issueDate: string;

  @ApiProperty({ description: 'PDF und XML sind erstellt und können geladen werden' })
  ready: boolean;
}

/** An invoice with its amounts; on a cancelled invoice also its cancellation invoice. */
export class InvoiceSummaryDto extends InvoiceDocumentDto {
  @ApiProperty({ enum: InvoiceState, enumName: 'InvoiceState' })
  state: InvoiceState;

  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty({ example: 'B-2026-000001' })
  orderNumber: string;

  @ApiProperty({ format: 'date', description: 'Leistungsdatum' })
  deliveryDate: string;

  @ApiProperty({ example: '93.97', description: 'Netto (Waren und Versand); negativ bei einer Stornorechnung' })
  netAmount: string;

  @ApiProperty({ example: '17.85' })
  taxAmount: string;

  @ApiProperty({ example: '111.82' })
  grossAmount: string;

  @ApiProperty({ type: InvoiceDocumentDto, nullable: true, description: 'Die Stornorechnung, wenn die Rechnung storniert ist' })
  cancellation: InvoiceDocumentDto | null;
}

export class InvoiceDealerDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ description: 'Firma laut Rechnung' })
  companyName: string;
}

export class AdminInvoiceDto extends InvoiceSummaryDto {
  @ApiProperty({ type: InvoiceDealerDto })
  dealer: InvoiceDealerDto;

  @ApiProperty({ type: String, nullable: true, description: 'Bei einer Stornorechnung: die stornierte Rechnung' })
  cancelsNumber: string | null;

  @ApiProperty({ example: 'prepayment' })
  paymentMethod: string;
}

export class AdminInvoicePageDto {
  @ApiProperty({ type: [AdminInvoiceDto] })
  items: AdminInvoiceDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

export const invoiceStateOf = (invoice: Invoice): InvoiceState =>
  invoice.kind === InvoiceKind.Cancellation ? InvoiceState.Cancellation : invoice.cancelledAt ? InvoiceState.Cancelled : InvoiceState.Issued;

export const netAmountOf = (invoice: Invoice): string =>
  formatCents(centsFromNumeric(invoice.subtotalAmount) + centsFromNumeric(invoice.shippingAmount));

export function toInvoiceDocumentDto(invoice: Invoice): InvoiceDocumentDto {
  return { id: invoice.id, number: invoice.number, kind: invoice.kind, issueDate: invoice.issueDate, ready: invoice.renderedAt !== null };
}

export function toInvoiceSummaryDto(invoice: Invoice, cancellation: Invoice | null): InvoiceSummaryDto {
  return {
    ...toInvoiceDocumentDto(invoice),
    state: invoiceStateOf(invoice),
    orderId: invoice.orderId,
    orderNumber: invoice.orderNumber,
    deliveryDate: invoice.deliveryDate,
    netAmount: netAmountOf(invoice),
    taxAmount: formatCents(centsFromNumeric(invoice.taxAmount)),
    grossAmount: formatCents(centsFromNumeric(invoice.totalAmount)),
    cancellation: cancellation ? toInvoiceDocumentDto(cancellation) : null,
  };
}

export function toAdminInvoiceDto(invoice: Invoice, related: { cancellation: Invoice | null; cancelsNumber: string | null }): AdminInvoiceDto {
  return {
    ...toInvoiceSummaryDto(invoice, related.cancellation),
    dealer: { userId: invoice.userId, companyName: invoice.buyer.company },
    cancelsNumber: related.cancelsNumber,
    paymentMethod: invoice.paymentMethod,
  };
}
