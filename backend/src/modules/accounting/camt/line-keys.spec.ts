import { lineKeys } from './line-keys';
import { CamtLine } from './parsing/camt-statement';

const line = (overrides: Partial<CamtLine> = {}): CamtLine => ({
  position: 1,
  entryReference: '2026112500012345',
  transactionIndex: 0,
  direction: 'credit',
  amount: '119.00',
  currency: 'EUR',
  entryStatus: 'BOOK',
  entryStatusProprietary: false,
  reversal: false,
  bookingDate: '2026-11-25',
  valueDate: '2026-11-25',
  counterpartyName: 'Fahrradhaus Müller GmbH',
  counterpartyIban: 'DE02120300000000202051',
  endToEndId: null,
  remittanceLines: ['RE-2026-00001'],
  entryInfo: null,
  ...overrides,
});
const IBAN = 'DE89370400440532013000';

describe('lineKeys: the same booking has the same key in every file', () => {
  it('keys by account, bank reference and transaction index, whatever else the file says', () => {
    const [a] = lineKeys(IBAN, [line()]);
    const [b] = lineKeys(IBAN, [line({ position: 7, remittanceLines: ['anders formatiert'] })]);
    expect(a).toBe(b);
    expect(lineKeys('DE02290611660012345678', [line()])[0]).not.toBe(a);
    const batch = lineKeys(IBAN, [line(), line({ transactionIndex: 1 })]);
    expect(new Set(batch).size).toBe(2);
  });

  it('falls back to the content for NONREF or no reference, and keeps two identical transfers apart', () => {
    const twice = lineKeys(IBAN, [line({ entryReference: 'NONREF' }), line({ entryReference: null })]);
    expect(new Set(twice).size).toBe(2);
    expect(lineKeys(IBAN, [line({ entryReference: null })])[0]).toBe(twice[0]);
    const repeatedReference = lineKeys(IBAN, [line(), line()]);
    expect(new Set(repeatedReference).size).toBe(2);
  });
});
