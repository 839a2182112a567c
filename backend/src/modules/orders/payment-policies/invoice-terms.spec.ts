import { accountTerms } from './invoice-terms';
import { PolicyOrder } from './payment-method-policy';

const order = (totalAmount: string) => ({ totalAmount }) as PolicyOrder;

describe('accountTerms', () => {
  it('prints the Skonto the books expect, rounded half up on the exact value (1,15 % of 30,00 € is 0,35 €)', () => {
    const terms = accountTerms(order('30.00'), '2026-11-30', 'RE-2026-00001', { label: '30 Tage netto, 1,15 % Skonto', days: 30, skontoPercent: 1.15, skontoDays: 10 });
    expect(terms.text).toMatch(/1,15 % Skonto \(0,35\s€\); zu zahlen sind dann 29,65\s€\.$/);
    expect(terms).toMatchObject({ dueDate: '2026-12-30', skonto: { percent: 1.15, until: '2026-12-10' } });
  });

  it('says only the due day without Skonto terms', () => {
    const terms = accountTerms(order('119.00'), '2026-11-30', 'RE-2026-00002', null);
    expect(terms).toMatchObject({ dueDate: '2026-12-14', skonto: null });
    expect(terms.text).toBe('Zahlbar bis zum 14.12.2026 ohne Abzug (14 Tage netto) auf das unten genannte Konto, Verwendungszweck RE-2026-00002.');
  });
});
