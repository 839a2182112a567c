import { ImportTarget, suggestMapping } from './import-targets';
import { mapRow } from './map-row';

describe('import mapping: packaging units', () => {
  const columns = ['Artikelnummer', 'Name', 'UVP', 'Mindestmenge', 'VE'];
  const mapping = new Map([
    [ImportTarget.Sku, 0],
    [ImportTarget.Name, 1],
    [ImportTarget.RetailPrice, 2],
    [ImportTarget.MinOrderQuantity, 3],
    [ImportTarget.OrderMultiple, 4],
  ]);

  it('suggests the packaging columns from German headers', () => {
    expect(suggestMapping(columns)).toMatchObject({ '3': ImportTarget.MinOrderQuantity, '4': ImportTarget.OrderMultiple });
  });

  it('takes whole numbers from 1 and leaves anything else out with a warning, never guessing', () => {
    const good = mapRow({ rowNumber: 2, cells: ['S-1', 'Schlauch', '6,99', '10', '10'] }, mapping, columns);
    expect(good.product).toMatchObject({ minOrderQuantity: 10, orderMultiple: 10 });
    const bad = mapRow({ rowNumber: 3, cells: ['S-2', 'Schlauch', '6,99', '0', '2,5'] }, mapping, columns);
    expect(bad.product).toMatchObject({ minOrderQuantity: null, orderMultiple: null });
    expect(bad.issues.map((issue) => issue.message)).toEqual([
      'Mindestbestellmenge „0“ ist keine ganze Zahl von 1 bis 100.000 – nicht übernommen.',
      'Verpackungseinheit „2,5“ ist keine ganze Zahl von 1 bis 100.000 – nicht übernommen.',
    ]);
  });
});
