import { ApiProperty } from '@nestjs/swagger';
import { normaliseMoney } from '../../../common/money/money';
import { OrderItem } from '../entities/order-item.entity';
import { Order, OrderAddress } from '../entities/order.entity';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../order-enums';
import { paymentPolicyOf } from '../payment-policies/payment-policies';
import { RefundFailureDto } from './refund-failure.dto';

export class OrderAddressDto {
  @ApiProperty()
  company: string;

  @ApiProperty({ type: String, nullable: true })
  contactPerson: string | null;

  @ApiProperty()
  address: string;

  @ApiProperty()
  postalCode: string;

  @ApiProperty()
  city: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
}

export class OrderItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null, wenn das Produkt inzwischen gelöscht ist' })
  productId: string | null;

  @ApiProperty({ description: 'Name zum Bestellzeitpunkt' })
  name: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl: string | null;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'EK netto je Stück', example: '17.99' })
  unitPrice: string;

  @ApiProperty({ description: 'EK × Menge, netto', example: '53.97' })
  totalPrice: string;
}

export class PaymentInstructionsDto {
  @ApiProperty({ example: 'Radwerk Großhandel GmbH' })
  accountHolder: string;

  @ApiProperty()
  bankName: string;

  @ApiProperty()
  iban: string;

  @ApiProperty()
  bic: string;

  @ApiProperty({ description: 'Verwendungszweck', example: 'B-2026-000042' })
  reference: string;

  @ApiProperty({ example: '82.07' })
  amount: string;
}

export class OrderSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'B-2026-000042' })
  orderNumber: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' })
  status: OrderStatus;

  @ApiProperty({ enum: PaymentStatus, enumName: 'PaymentStatus' })
  paymentStatus: PaymentStatus;

  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod' })
  paymentMethod: PaymentMethod;

  @ApiProperty({ description: 'Summe brutto', example: '82.07' })
  totalAmount: string;

  @ApiProperty({ description: 'Anzahl Artikel (Summe der Mengen)' })
  itemCount: number;

  @ApiProperty({ description: 'Geplanter Liefertag', example: '2026-11-30' })
  plannedDeliveryDate: string;

  @ApiProperty({ type: String, nullable: true, description: 'Warum ein Inhaber die Bestellung abgelehnt hat' })
  rejectionReason: string | null;

  @ApiProperty({ description: 'Wer bestellt hat: die E-Mail-Adresse der Person (jede Person der Firma sieht alle Bestellungen der Firma)', example: 'einkauf@radladen.de' })
  placedByEmail: string;

  @ApiProperty({
    description: 'Kartenzahlung offen und die anfragende Person darf bezahlen (Inhaber, Einkauf; nicht Ansicht): „Jetzt bezahlen“ möglich',
  })
  canPay: boolean;

  @ApiProperty({ description: 'Zur Bestellung gibt es eine Rechnung (auch storniert); vorher antwortet /invoice mit 404' })
  invoiced: boolean;
}

export class OrderDto extends OrderSummaryDto {
  @ApiProperty({ description: 'Summe der Positionen netto (EK)', example: '53.97' })
  subtotalAmount: string;

  @ApiProperty({ example: '6.00' })
  discountAmount: string;

  @ApiProperty({ description: 'Versand netto inkl. Express', example: '15.00' })
  shippingAmount: string;

  @ApiProperty({ description: '19 % USt.', example: '13.10' })
  taxAmount: string;

  @ApiProperty()
  express: boolean;

  @ApiProperty({ type: OrderAddressDto })
  shippingAddress: OrderAddressDto;

  @ApiProperty({ type: OrderAddressDto })
  billingAddress: OrderAddressDto;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;

  @ApiProperty({ type: [OrderItemDto] })
  items: OrderItemDto[];

  @ApiProperty({ type: PaymentInstructionsDto, nullable: true, description: 'Bei offener Vorkasse: wohin überweisen' })
  paymentInstructions: PaymentInstructionsDto | null;
}

export class OrderDealerDto {
  @ApiProperty({ format: 'uuid', description: 'Wer bestellt hat' })
  userId: string;

  @ApiProperty({ format: 'uuid', description: 'Die Händlerfirma' })
  companyId: string;

  @ApiProperty()
  companyName: string;

  @ApiProperty()
  email: string;
}

export class AdminOrderDto extends OrderDto {
  @ApiProperty({ type: OrderDealerDto })
  dealer: OrderDealerDto;

  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus', isArray: true, description: 'Bestellstatus, die die Verwaltung von hier aus setzen darf' })
  allowedStatuses: OrderStatus[];

  @ApiProperty({ enum: PaymentStatus, enumName: 'PaymentStatus', isArray: true, description: 'Zahlungsstatus, die die Verwaltung von hier aus setzen darf' })
  allowedPaymentStatuses: PaymentStatus[];

  @ApiProperty({ description: 'Ob die Verwaltung die Bestellung löschen darf: nicht mit Rechnung, nicht wenn Geld eingegangen oder erstattet ist' })
  deletable: boolean;

  @ApiProperty({ description: 'Ob die Verwaltung das Geld jetzt über den Zahlungsdienst (Stripe) erstatten kann; „Erstattet“ folgt daraus' })
  refundableAtProvider: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Die Erstattung bei Stripe, mit der die Bestellung „Erstattet“ ist', example: 're_3PxYz' })
  stripeRefundId: string | null;

  @ApiProperty({
    type: RefundFailureDto,
    nullable: true,
    description: 'Stripe meldete die Erstattung als fehlgeschlagen und sie ist noch nicht erneut erstattet: „Erstattung fehlgeschlagen – bitte prüfen“',
  })
  refundFailure: RefundFailureDto | null;
}

export class OrderPageDto {
  @ApiProperty({ type: [OrderSummaryDto] })
  items: OrderSummaryDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

export class AdminOrderPageDto {
  @ApiProperty({ type: [AdminOrderDto] })
  items: AdminOrderDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

export interface CompanyBank {
  accountHolder: string;
  bankName: string;
  iban: string;
  bic: string;
}

export const toAddressDto = (address: OrderAddress): OrderAddressDto => ({
  company: address.company,
  contactPerson: address.contact_person,
  address: address.address,
  postalCode: address.postal_code,
  city: address.city,
  phone: address.phone,
});

const snapshotText = (snapshot: Record<string, unknown>, key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key] as string) : '');

export const toOrderItemDto = (item: OrderItem): OrderItemDto => ({
  id: item.id,
  productId: item.productId,
  name: snapshotText(item.productSnapshot, 'name'),
  sku: snapshotText(item.productSnapshot, 'sku'),
  imageUrl: snapshotText(item.productSnapshot, 'imageUrl') || null,
  quantity: item.quantity,
  unitPrice: normaliseMoney(item.unitPrice)!,
  totalPrice: normaliseMoney(item.totalPrice)!,
});

export const canPay = (order: Order) => paymentPolicyOf(order.paymentMethod).canPayOnline(order);

/** What an order's view needs beside its row: who placed it (read with the order), and whether the reader may pay it. */
export interface OrderDtoContext {
  placedByEmail: string;
  mayPay: boolean;
}

export function toOrderSummaryDto(order: Order, itemCount: number, context: OrderDtoContext): OrderSummaryDto {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: normaliseMoney(order.totalAmount)!,
    itemCount,
    plannedDeliveryDate: order.plannedDeliveryDate,
    rejectionReason: order.rejectionReason ?? null,
    placedByEmail: context.placedByEmail,
    canPay: context.mayPay && canPay(order),
    invoiced: order.invoiced,
  };
}

export function toOrderDto(order: Order, items: OrderItem[], bank: CompanyBank, context: OrderDtoContext): OrderDto {
  const asksForTransfer = paymentPolicyOf(order.paymentMethod).asksForTransfer(order);
  return {
    ...toOrderSummaryDto(order, items.reduce((sum, item) => sum + item.quantity, 0), context),
    subtotalAmount: normaliseMoney(order.subtotalAmount)!,
    discountAmount: normaliseMoney(order.discountAmount)!,
    shippingAmount: normaliseMoney(order.shippingAmount)!,
    taxAmount: normaliseMoney(order.taxAmount)!,
    express: order.express,
    shippingAddress: toAddressDto(order.shippingAddress),
    billingAddress: toAddressDto(order.billingAddress),
    notes: order.notes,
    paidAt: order.paidAt?.toISOString() ?? null,
    items: items.map(toOrderItemDto),
    paymentInstructions: asksForTransfer ? { ...bank, reference: order.orderNumber, amount: normaliseMoney(order.totalAmount)! } : null,
  };
}
