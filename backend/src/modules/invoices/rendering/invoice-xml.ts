import type { Invoice as EInvoice } from '@e-invoice-eu/core';
import { centsFromNumeric, formatCents, formatGermanDate } from '../../../common/money/money';
import { paymentPolicyOf } from '../../orders/payment-policies/payment-policies';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceKind } from '../invoice-enums';

type Ubl = EInvoice['ubl:Invoice'];
type PaymentMeans = NonNullable<Ubl['cac:PaymentMeans']>[number];

/** The invoice a cancellation refers to (BT-25, BT-26). */
export interface PrecedingInvoice {
  number: string;
  issueDate: string;
}

const EUR = 'EUR' as const;
/** UN/ECE Rec. 20 "piece". */
const PIECE = 'H87' as const;

/** A cancellation is sent as a credit note (381) with positive amounts; the PDF shows them negative. */
const amount = (value: string) => formatCents(Math.abs(centsFromNumeric(value)));
const vat = (percent: string) => ({ 'cbc:ID': 'S' as const, 'cbc:Percent': String(Number(percent)), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });

/**
 * Our invoice in @e-invoice-eu/core's internal format (UBL element names), from which it writes the CII
 * XML. Only the EK goes into the line price: the package maps a gross price with item discount
 * (BT-147/148) into the net price element, so the list price and discount go into the line note instead.
 */
export function toEInvoice(invoice: Invoice, preceding: PrecedingInvoice | null): EInvoice {
  const { seller, buyer } = invoice;
  const cancellation = invoice.kind === InvoiceKind.Cancellation;
  const totalCents = Math.abs(centsFromNumeric(invoice.totalAmount));
  const prepaidCents = invoice.paid || cancellation ? totalCents : 0;
  const expressCents = Math.abs(centsFromNumeric(invoice.expressAmount));
  const standardShippingCents = Math.abs(centsFromNumeric(invoice.shippingAmount)) - expressCents;
  const charges = [
    { cents: standardShippingCents, reason: 'Versand' },
    { cents: expressCents, reason: 'Expresszuschlag' },
  ].filter((charge) => charge.cents > 0);
  const taxBasis = formatCents(Math.abs(centsFromNumeric(invoice.subtotalAmount) + centsFromNumeric(invoice.shippingAmount)));

  return {
    'ubl:Invoice': {
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.issueDate,
      ...(invoice.dueDate ? { 'cbc:DueDate': invoice.dueDate } : {}),
      'cbc:InvoiceTypeCode': cancellation ? '381' : '380',
      'cbc:Note': [cancellation && preceding ? `Stornorechnung zur Rechnung ${preceding.number} (Bestellung ${invoice.orderNumber})` : `Bestellung ${invoice.orderNumber}`],
      'cbc:DocumentCurrencyCode': EUR,
      // XRechnung needs a buyer reference (BR-DE-15); dealers have no Leitweg-ID, their order number identifies the purchase.
      'cbc:BuyerReference': invoice.orderNumber,
      'cac:OrderReference': { 'cbc:ID': invoice.orderNumber },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': { 'cbc:StreetName': seller.street, 'cbc:CityName': seller.city, 'cbc:PostalZone': seller.postalCode, 'cac:Country': { 'cbc:IdentificationCode': 'DE' } },
          'cac:PartyTaxScheme': [
            { 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
            { 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
          ],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            'cbc:CompanyID': seller.register,
            'cbc:CompanyLegalForm': `Geschäftsführung: ${seller.managingDirector}; ${seller.register}`,
          },
          'cac:Contact': { 'cbc:Name': 'Buchhaltung', 'cbc:Telephone': seller.phone, 'cbc:ElectronicMail': seller.email },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': { 'cbc:StreetName': buyer.street, 'cbc:CityName': buyer.city, 'cbc:PostalZone': buyer.postalCode, 'cac:Country': { 'cbc:IdentificationCode': 'DE' } },
          ...(buyer.vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company },
          ...(buyer.contactPerson ? { 'cac:Contact': { 'cbc:Name': buyer.contactPerson } } : {}),
        },
      },
      'cac:Delivery': {
        'cbc:ActualDeliveryDate': invoice.deliveryDate,
        'cac:DeliveryLocation': {
          'cac:Address': {
            'cbc:StreetName': invoice.deliveryAddress.street,
            'cbc:CityName': invoice.deliveryAddress.city,
            'cbc:PostalZone': invoice.deliveryAddress.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
        },
        'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': invoice.deliveryAddress.company } },
      },
      'cac:PaymentMeans': [paymentMeansOf(invoice, preceding)],
      'cac:PaymentTerms': { 'cbc:Note': paymentTermsNote(invoice) },
      ...(charges.length > 0
        ? {
            'cac:AllowanceCharge': charges.map((charge) => ({
              'cbc:ChargeIndicator': 'true',
              'cbc:AllowanceChargeReasonCode': 'FC',
              'cbc:AllowanceChargeReason': charge.reason,
              'cbc:Amount': formatCents(charge.cents),
              'cbc:Amount@currencyID': EUR,
              'cac:TaxCategory': vat(invoice.vatPercent),
            })),
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(invoice.taxAmount),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': taxBasis,
              'cbc:TaxableAmount@currencyID': EUR,
              'cbc:TaxAmount': amount(invoice.taxAmount),
              'cbc:TaxAmount@currencyID': EUR,
              'cac:TaxCategory': vat(invoice.vatPercent),
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(invoice.subtotalAmount),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cbc:TaxExclusiveAmount': taxBasis,
        'cbc:TaxExclusiveAmount@currencyID': EUR,
        'cbc:TaxInclusiveAmount': formatCents(totalCents),
        'cbc:TaxInclusiveAmount@currencyID': EUR,
        ...(charges.length > 0 ? { 'cbc:ChargeTotalAmount': amount(invoice.shippingAmount), 'cbc:ChargeTotalAmount@currencyID': EUR } : {}),
        ...(prepaidCents > 0 ? { 'cbc:PrepaidAmount': formatCents(prepaidCents), 'cbc:PrepaidAmount@currencyID': EUR } : {}),
        'cbc:PayableAmount': formatCents(totalCents - prepaidCents),
        'cbc:PayableAmount@currencyID': EUR,
      },
      'cac:InvoiceLine': invoice.lines.map((line) => ({
        'cbc:ID': String(line.position),
        ...(line.discountPercent > 0
          ? { 'cbc:Note': `Listenpreis ${line.listPrice.replace('.', ',')} EUR abzüglich ${line.discountPercent} % Händlerrabatt` }
          : {}),
        'cbc:InvoicedQuantity': String(Math.abs(line.quantity)),
        'cbc:InvoicedQuantity@unitCode': PIECE,
        'cbc:LineExtensionAmount': amount(line.totalPrice),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cac:Item': {
          'cbc:Name': line.name,
          ...(line.sku ? { 'cac:SellersItemIdentification': { 'cbc:ID': line.sku } } : {}),
          'cac:ClassifiedTaxCategory': vat(invoice.vatPercent),
        },
        'cac:Price': { 'cbc:PriceAmount': amount(line.unitPrice), 'cbc:PriceAmount@currencyID': EUR },
      })) as Ubl['cac:InvoiceLine'],
    },
  };
}

/**
 * BT-25/BT-26 (the invoice a cancellation refers to), added to the written CII: @e-invoice-eu/core 2.3.4
 * accepts cac:BillingReference but its CII mapping reads the number from the wrong level and drops it.
 * In CII D16B the reference follows the monetary summation inside the header settlement.
 */
export function withPrecedingInvoice(xml: string, preceding: PrecedingInvoice | null): string {
  if (!preceding) return xml;
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (!xml.includes(anchor)) throw new Error('CII ohne Summenblock');
  const escaped = preceding.number.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const reference =
    `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escaped}</ram:IssuerAssignedID>` +
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${preceding.issueDate.replace(/-/g, '')}</qdt:DateTimeString></ram:FormattedIssueDateTime>` +
    '</ram:InvoiceReferencedDocument>';
  return xml.replace(anchor, `${anchor}\n\t\t\t${reference}`);
}

/**
 * BT-20: the sentence of the invoice; with Skonto also the line XRechnung defines for machines
 * ("#SKONTO#TAGE=10#PROZENT=2.00#", days counted from the issue day, its own line ending in a line break).
 */
export function paymentTermsNote(invoice: Pick<Invoice, 'paymentTerms' | 'skontoPercent' | 'skontoUntil' | 'issueDate'>): string {
  if (!invoice.skontoPercent || !invoice.skontoUntil) return invoice.paymentTerms;
  const days = Math.round((Date.parse(`${invoice.skontoUntil}T12:00:00Z`) - Date.parse(`${invoice.issueDate}T12:00:00Z`)) / 86_400_000);
  return `${invoice.paymentTerms}\n#SKONTO#TAGE=${days}#PROZENT=${Number(invoice.skontoPercent).toFixed(2)}#\n`;
}

/** BR-DE-1: every invoice says how it is paid; a transfer names our account (BR-DE-23). */
function paymentMeansOf(invoice: Invoice, preceding: PrecedingInvoice | null): PaymentMeans {
  if (invoice.kind === InvoiceKind.Cancellation) {
    const text = preceding ? `Verrechnung mit Rechnung ${preceding.number} vom ${formatGermanDate(preceding.issueDate)}` : 'Verrechnung';
    return { 'cbc:PaymentMeansCode': '97', 'cbc:PaymentMeansCode@name': text, 'cbc:PaymentID': invoice.paymentReference };
  }
  const means = paymentPolicyOf(invoice.paymentMethod).paymentMeans(invoice.paid);
  if (!means.toSellerAccount) return { 'cbc:PaymentMeansCode': means.code, 'cbc:PaymentMeansCode@name': means.name, 'cbc:PaymentID': invoice.paymentReference };
  return {
    'cbc:PaymentMeansCode': means.code,
    'cbc:PaymentMeansCode@name': means.name,
    'cbc:PaymentID': invoice.paymentReference,
    'cac:PayeeFinancialAccount': {
      'cbc:ID': invoice.seller.iban,
      'cbc:Name': invoice.seller.accountHolder ?? invoice.seller.name,
      'cac:FinancialInstitutionBranch': { 'cbc:ID': invoice.seller.bic },
    },
  };
}
