import { ImportTarget, suggestMapping } from './import-targets';

describe('import mapping: suggestions from supplier headers', () => {
  it('recognises a known word inside a longer header', () => {
    expect(suggestMapping(['Artikelnummer', 'Bezeichnung', 'UVP brutto', 'EK netto Händler'])).toEqual({
      '0': ImportTarget.Sku,
      '1': ImportTarget.Name,
      '2': ImportTarget.RetailPrice,
      '3': ImportTarget.AdminCostPrice,
    });
    expect(suggestMapping(['VK inkl. MwSt.'])).toEqual({ '0': ImportTarget.RetailPrice });
  });

  it('prefers the longest run of words', () => {
    expect(suggestMapping(['Artikel Nummer', 'Mindest Menge'])).toEqual({ '0': ImportTarget.Sku, '1': ImportTarget.MinOrderQuantity });
  });

  it('gives each target to one column only, and a whole header beats a word in another', () => {
    expect(suggestMapping(['VK inkl. MwSt.', 'UVP', 'UVP brutto'])).toEqual({
      '0': ImportTarget.Ignore,
      '1': ImportTarget.RetailPrice,
      '2': ImportTarget.Ignore,
    });
  });

  it('leaves headers without a known word alone', () => {
    expect(suggestMapping(['Farbe', 'Hinweis zur Lieferung'])).toEqual({ '0': ImportTarget.Ignore, '1': ImportTarget.Ignore });
  });
});
