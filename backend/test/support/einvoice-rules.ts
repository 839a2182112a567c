import { XMLParser } from 'fast-xml-parser';

/**
 * Our own implementation of the EN 16931 and XRechnung business rules that apply to the invoices we
 * write, for the CII syntax. No package on the npm registry ships the official Schematron (CEN's
 * EN16931-CII-validation or KoSIT's XRechnung rules), so these are coded from the rule texts.
 * Each entry is the rule id and its check; a failed check reports the id.
 */
type Node = Record<string, unknown>;

const REPEATED = new Set([
  'ram:IncludedSupplyChainTradeLineItem',
  'ram:ApplicableTradeTax',
  'ram:SpecifiedTradeAllowanceCharge',
  'ram:SpecifiedTradeSettlementPaymentMeans',
  'ram:SpecifiedTaxRegistration',
  'ram:IncludedNote',
  'ram:SpecifiedTradePaymentTerms',
  'ram:InvoiceReferencedDocument',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

const XRECHNUNG_3 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const EN16931 = 'urn:cen.eu:en16931:2017';

function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const step of path) {
    if (current === undefined || current === null) return undefined;
    current = (current as Node)[step];
  }
  return current;
}
const text = (node: unknown): string | undefined => {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'string') return node;
  const value = (node as Node)['#text'];
  return typeof value === 'string' ? value : undefined;
};
const list = (node: unknown): Node[] => (Array.isArray(node) ? (node as Node[]) : node ? [node as Node] : []);
/** Amounts in cents; the rules compare decimals, never floats. */
const cents = (node: unknown): number => {
  const value = text(node);
  if (value === undefined || !/^-?\d+(\.\d{1,2})?$/.test(value)) return NaN;
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  return (value.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
};
const present = (node: unknown) => (text(node) ?? '').trim().length > 0;

function ibanValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) && rest === 1;
}

export type RuleProfile = 'en16931' | 'xrechnung';

/** The ids of the rules this module checks, for docs/decisions.md and the test's report. */
export const COVERED_RULES = [
  'BR-01', 'BR-02', 'BR-03', 'BR-04', 'BR-05', 'BR-06', 'BR-07', 'BR-08', 'BR-09', 'BR-10', 'BR-11', 'BR-12', 'BR-13', 'BR-14', 'BR-15',
  'BR-16', 'BR-21', 'BR-22', 'BR-23', 'BR-24', 'BR-25', 'BR-26', 'BR-27', 'BR-36', 'BR-38', 'BR-49', 'BR-55',
  'BR-CO-04', 'BR-CO-09', 'BR-CO-10', 'BR-CO-12', 'BR-CO-13', 'BR-CO-14', 'BR-CO-15', 'BR-CO-16', 'BR-CO-25',
  'BR-S-01', 'BR-S-02', 'BR-S-03', 'BR-S-05', 'BR-S-06', 'BR-S-08', 'BR-S-09',
  'BR-DE-1', 'BR-DE-2', 'BR-DE-3', 'BR-DE-4', 'BR-DE-5', 'BR-DE-6', 'BR-DE-7', 'BR-DE-8', 'BR-DE-9', 'BR-DE-15', 'BR-DE-16', 'BR-DE-19', 'BR-DE-21', 'BR-DE-23',
  'PEPPOL-EN16931-R120',
] as const;

/** Returns the violated rule ids (empty when the invoice passes every covered rule). */
export function violatedRules(xml: string, profile: RuleProfile): string[] {
  const root = parser.parse(xml)['rsm:CrossIndustryInvoice'] as Node;
  if (!root) return ['CII-ROOT'];
  const context = at(root, 'rsm:ExchangedDocumentContext');
  const document = at(root, 'rsm:ExchangedDocument');
  const transaction = at(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = at(transaction, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = at(transaction, 'ram:ApplicableHeaderTradeSettlement');
  const totals = at(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const seller = at(agreement, 'ram:SellerTradeParty');
  const buyer = at(agreement, 'ram:BuyerTradeParty');
  const lines = list(at(transaction, 'ram:IncludedSupplyChainTradeLineItem'));
  const taxes = list(at(settlement, 'ram:ApplicableTradeTax'));
  const charges = list(at(settlement, 'ram:SpecifiedTradeAllowanceCharge'));
  const isCharge = (charge: Node) => text(at(charge, 'ram:ChargeIndicator', 'udt:Indicator')) === 'true';
  const paymentMeans = list(at(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans'));
  const registrations = (party: unknown, scheme: string) =>
    list(at(party, 'ram:SpecifiedTaxRegistration')).map((registration) => at(registration, 'ram:ID') as Node).filter((id) => id?.['@schemeID'] === scheme);
  /** The VAT of a line (BG-30): one ApplicableTradeTax per line. */
  const lineTax = (line: Node) => list(at(line, 'ram:SpecifiedLineTradeSettlement', 'ram:ApplicableTradeTax'))[0];
  const lineCategories = lines.map((line) => text(at(lineTax(line), 'ram:CategoryCode')));
  const usesStandardRate = lineCategories.includes('S') || charges.some((charge) => text(at(charge, 'ram:CategoryTradeTax', 'ram:CategoryCode')) === 'S');
  const lineSum = lines.reduce((sum, line) => sum + cents(at(line, 'ram:SpecifiedLineTradeSettlement', 'ram:SpecifiedTradeSettlementLineMonetarySummation', 'ram:LineTotalAmount')), 0);
  const chargeSum = charges.filter(isCharge).reduce((sum, charge) => sum + cents(at(charge, 'ram:ActualAmount')), 0);
  const allowanceSum = charges.filter((charge) => !isCharge(charge)).reduce((sum, charge) => sum + cents(at(charge, 'ram:ActualAmount')), 0);
  const taxBasis = cents(at(totals, 'ram:TaxBasisTotalAmount'));
  const taxTotal = cents(at(totals, 'ram:TaxTotalAmount'));
  const grandTotal = cents(at(totals, 'ram:GrandTotalAmount'));
  const prepaid = at(totals, 'ram:TotalPrepaidAmount') === undefined ? 0 : cents(at(totals, 'ram:TotalPrepaidAmount'));
  const rounding = at(totals, 'ram:RoundingAmount') === undefined ? 0 : cents(at(totals, 'ram:RoundingAmount'));
  const due = cents(at(totals, 'ram:DuePayableAmount'));
  const guideline = text(at(context, 'ram:GuidelineSpecifiedDocumentContextParameter', 'ram:ID'));
  const standardBreakdowns = taxes.filter((tax) => text(at(tax, 'ram:CategoryCode')) === 'S');

  const rules: [string, boolean][] = [
    ['BR-01', present(guideline)],
    ['BR-02', present(at(document, 'ram:ID'))],
    ['BR-03', /^\d{8}$/.test(text(at(document, 'ram:IssueDateTime', 'udt:DateTimeString')) ?? '')],
    ['BR-04', ['380', '381', '384', '389', '751'].includes(text(at(document, 'ram:TypeCode')) ?? '')],
    ['BR-05', text(at(settlement, 'ram:InvoiceCurrencyCode')) === 'EUR'],
    ['BR-06', present(at(seller, 'ram:Name'))],
    ['BR-07', present(at(buyer, 'ram:Name'))],
    ['BR-08', at(seller, 'ram:PostalTradeAddress') !== undefined],
    ['BR-09', present(at(seller, 'ram:PostalTradeAddress', 'ram:CountryID'))],
    ['BR-10', at(buyer, 'ram:PostalTradeAddress') !== undefined],
    ['BR-11', present(at(buyer, 'ram:PostalTradeAddress', 'ram:CountryID'))],
    ['BR-12', !Number.isNaN(lineSum) && present(at(totals, 'ram:LineTotalAmount'))],
    ['BR-13', present(at(totals, 'ram:TaxBasisTotalAmount'))],
    ['BR-14', present(at(totals, 'ram:GrandTotalAmount'))],
    ['BR-15', present(at(totals, 'ram:DuePayableAmount'))],
    ['BR-16', lines.length > 0],
    ['BR-21', lines.every((line) => present(at(line, 'ram:AssociatedDocumentLineDocument', 'ram:LineID')))],
    ['BR-22', lines.every((line) => present(at(line, 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity')))],
    ['BR-23', lines.every((line) => present((at(line, 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity') as Node)?.['@unitCode'] as string))],
    ['BR-24', lines.every((line) => present(at(line, 'ram:SpecifiedLineTradeSettlement', 'ram:SpecifiedTradeSettlementLineMonetarySummation', 'ram:LineTotalAmount')))],
    ['BR-25', lines.every((line) => present(at(line, 'ram:SpecifiedTradeProduct', 'ram:Name')))],
    ['BR-26', lines.every((line) => present(at(line, 'ram:SpecifiedLineTradeAgreement', 'ram:NetPriceProductTradePrice', 'ram:ChargeAmount')))],
    ['BR-27', lines.every((line) => cents(at(line, 'ram:SpecifiedLineTradeAgreement', 'ram:NetPriceProductTradePrice', 'ram:ChargeAmount')) >= 0)],
    ['BR-36', charges.filter(isCharge).every((charge) => present(at(charge, 'ram:ActualAmount')))],
    ['BR-38', charges.filter(isCharge).every((charge) => present(at(charge, 'ram:Reason')) || present(at(charge, 'ram:ReasonCode')))],
    ['BR-49', paymentMeans.every((means) => present(at(means, 'ram:TypeCode')))],
    // BR-55 itself only asks that a given preceding invoice reference has a number; a cancellation must give one.
    ['BR-55', text(at(document, 'ram:TypeCode')) !== '381' || list(at(settlement, 'ram:InvoiceReferencedDocument')).some((ref) => present(at(ref, 'ram:IssuerAssignedID')))],
    ['BR-CO-04', lineCategories.every((category) => present(category))],
    ['BR-CO-09', [...registrations(seller, 'VA'), ...registrations(buyer, 'VA')].every((id) => /^[A-Z]{2}/.test(text(id) ?? ''))],
    ['BR-CO-10', cents(at(totals, 'ram:LineTotalAmount')) === lineSum],
    ['BR-CO-12', (at(totals, 'ram:ChargeTotalAmount') === undefined ? 0 : cents(at(totals, 'ram:ChargeTotalAmount'))) === chargeSum],
    ['BR-CO-13', taxBasis === lineSum - allowanceSum + chargeSum],
    ['BR-CO-14', taxTotal === taxes.reduce((sum, tax) => sum + cents(at(tax, 'ram:CalculatedAmount')), 0)],
    ['BR-CO-15', grandTotal === taxBasis + taxTotal],
    ['BR-CO-16', due === grandTotal - prepaid + rounding],
    [
      'BR-CO-25',
      due <= 0 || list(at(settlement, 'ram:SpecifiedTradePaymentTerms')).some((terms) => present(at(terms, 'ram:Description')) || at(terms, 'ram:DueDateDateTime') !== undefined),
    ],
    ['BR-S-01', !usesStandardRate || standardBreakdowns.length > 0],
    ['BR-S-02', !usesStandardRate || registrations(seller, 'VA').length > 0],
    ['BR-S-03', lines.every((line) => text(at(lineTax(line), 'ram:CategoryCode')) !== 'S' || registrations(seller, 'VA').length > 0)],
    ['BR-S-05', lines.every((line) => Number(text(at(lineTax(line), 'ram:RateApplicablePercent'))) > 0)],
    ['BR-S-06', charges.every((charge) => Number(text(at(charge, 'ram:CategoryTradeTax', 'ram:RateApplicablePercent'))) > 0)],
    [
      'BR-S-08',
      standardBreakdowns.every((tax) => {
        const rate = Number(text(at(tax, 'ram:RateApplicablePercent')));
        const inCategory = (node: unknown) => text(at(node, 'ram:CategoryCode')) === 'S' && Number(text(at(node, 'ram:RateApplicablePercent'))) === rate;
        const basis =
          lines.filter((line) => inCategory(lineTax(line)))
            .reduce((sum, line) => sum + cents(at(line, 'ram:SpecifiedLineTradeSettlement', 'ram:SpecifiedTradeSettlementLineMonetarySummation', 'ram:LineTotalAmount')), 0) +
          charges.filter((charge) => inCategory(at(charge, 'ram:CategoryTradeTax'))).reduce((sum, charge) => sum + (isCharge(charge) ? 1 : -1) * cents(at(charge, 'ram:ActualAmount')), 0);
        return cents(at(tax, 'ram:BasisAmount')) === basis;
      }),
    ],
    [
      'BR-S-09',
      standardBreakdowns.every((tax) => {
        const rate = Number(text(at(tax, 'ram:RateApplicablePercent')));
        return cents(at(tax, 'ram:CalculatedAmount')) === Math.round((cents(at(tax, 'ram:BasisAmount')) * rate) / 100);
      }),
    ],
    ['BR-DE-1', paymentMeans.length > 0],
    ['BR-DE-2', at(seller, 'ram:DefinedTradeContact') !== undefined],
    ['BR-DE-3', present(at(seller, 'ram:PostalTradeAddress', 'ram:CityName'))],
    ['BR-DE-4', present(at(seller, 'ram:PostalTradeAddress', 'ram:PostcodeCode'))],
    ['BR-DE-5', present(at(seller, 'ram:DefinedTradeContact', 'ram:PersonName'))],
    ['BR-DE-6', present(at(seller, 'ram:DefinedTradeContact', 'ram:TelephoneUniversalCommunication', 'ram:CompleteNumber'))],
    ['BR-DE-7', present(at(seller, 'ram:DefinedTradeContact', 'ram:EmailURIUniversalCommunication', 'ram:URIID'))],
    ['BR-DE-8', present(at(buyer, 'ram:PostalTradeAddress', 'ram:CityName'))],
    ['BR-DE-9', present(at(buyer, 'ram:PostalTradeAddress', 'ram:PostcodeCode'))],
    ['BR-DE-15', present(at(agreement, 'ram:BuyerReference'))],
    ['BR-DE-16', registrations(seller, 'VA').length + registrations(seller, 'FC').length > 0],
    [
      'BR-DE-19',
      paymentMeans.every((means) => {
        const iban = text(at(means, 'ram:PayeePartyCreditorFinancialAccount', 'ram:IBANID'));
        return iban === undefined || ibanValid(iban);
      }),
    ],
    ['BR-DE-21', profile === 'xrechnung' ? guideline === XRECHNUNG_3 : guideline === EN16931],
    ['BR-DE-23', paymentMeans.every((means) => !['30', '58'].includes(text(at(means, 'ram:TypeCode')) ?? '') || present(at(means, 'ram:PayeePartyCreditorFinancialAccount', 'ram:IBANID')))],
    [
      'PEPPOL-EN16931-R120',
      lines.every((line) => {
        const quantity = Number(text(at(line, 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity')));
        const price = cents(at(line, 'ram:SpecifiedLineTradeAgreement', 'ram:NetPriceProductTradePrice', 'ram:ChargeAmount'));
        return Math.round(quantity * price) === cents(at(line, 'ram:SpecifiedLineTradeSettlement', 'ram:SpecifiedTradeSettlementLineMonetarySummation', 'ram:LineTotalAmount'));
      }),
    ],
  ];
  return rules.filter(([, passed]) => !passed).map(([id]) => id);
}
