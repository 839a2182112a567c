import type { ImportMapping, ImportTarget } from './api/types';

export const TARGET_LABELS: Record<ImportTarget, string> = {
  sku: 'Artikelnummer (SKU)',
  name: 'Name',
  description: 'Beschreibung',
  admin_cost_price: 'Eigener Einkaufspreis (netto)',
  base_price: 'Grundpreis / Händler-EK (netto)',
  retail_price: 'Verkaufspreis / UVP (brutto)',
  stock_quantity: 'Lagerbestand',
  weight: 'Gewicht (kg)',
  category_level_1: 'Kategorie Ebene 1 (Hauptkategorie)',
  category_level_2: 'Kategorie Ebene 2 (Unterkategorie)',
  category_level_3: 'Kategorie Ebene 3',
  category_level_4: 'Kategorie Ebene 4',
  category_level_5: 'Kategorie Ebene 5',
  gtin: 'GTIN / EAN',
  han: 'Herstellerartikelnummer (HAN)',
  min_order_quantity: 'Mindestbestellmenge',
  order_multiple: 'Verpackungseinheit (Bestellvielfaches)',
  ignore: 'Nicht importieren',
};

export const REQUIRED_TARGETS: ImportTarget[] = ['sku', 'name', 'retail_price'];

const GROUPS: { label: string; targets: ImportTarget[] }[] = [
  { label: 'Pflichtfelder', targets: ['sku', 'name', 'retail_price'] },
  { label: 'Preise', targets: ['admin_cost_price', 'base_price'] },
  { label: 'Produktdaten', targets: ['description', 'stock_quantity', 'weight', 'gtin', 'han', 'min_order_quantity', 'order_multiple'] },
  { label: 'Kategorien', targets: ['category_level_1', 'category_level_2', 'category_level_3', 'category_level_4', 'category_level_5'] },
  { label: 'Sonstiges', targets: ['ignore'] },
];

/** Select options grouped; a target already used by another column is shown disabled. */
export function targetOptions(mapping: ImportMapping, column: string) {
  const used = new Set(Object.entries(mapping).filter(([key, target]) => key !== column && target !== 'ignore').map(([, target]) => target));
  return GROUPS.map((group) => ({
    label: group.label,
    options: group.targets.map((target) => ({ value: target, label: TARGET_LABELS[target], disabled: used.has(target) })),
  }));
}

export const missingTargets = (mapping: ImportMapping) => REQUIRED_TARGETS.filter((target) => !Object.values(mapping).includes(target));
