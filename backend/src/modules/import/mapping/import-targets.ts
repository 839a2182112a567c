/** The admin spec's import column targets. */
export enum ImportTarget {
  Sku = 'sku',
  Name = 'name',
  Description = 'description',
  AdminCostPrice = 'admin_cost_price',
  BasePrice = 'base_price',
  RetailPrice = 'retail_price',
  StockQuantity = 'stock_quantity',
  Weight = 'weight',
  CategoryLevel1 = 'category_level_1',
  CategoryLevel2 = 'category_level_2',
  CategoryLevel3 = 'category_level_3',
  CategoryLevel4 = 'category_level_4',
  CategoryLevel5 = 'category_level_5',
  Gtin = 'gtin',
  Han = 'han',
  MinOrderQuantity = 'min_order_quantity',
  OrderMultiple = 'order_multiple',
  Ignore = 'ignore',
}

export const REQUIRED_TARGETS = [ImportTarget.Sku, ImportTarget.Name, ImportTarget.RetailPrice] as const;

export const CATEGORY_LEVELS = [
  ImportTarget.CategoryLevel1,
  ImportTarget.CategoryLevel2,
  ImportTarget.CategoryLevel3,
  ImportTarget.CategoryLevel4,
  ImportTarget.CategoryLevel5,
] as const;

/** German names of the targets, for messages (the screen has its own labels). */
export const TARGET_LABELS: Record<ImportTarget, string> = {
  [ImportTarget.Sku]: 'Artikelnummer',
  [ImportTarget.Name]: 'Name',
  [ImportTarget.Description]: 'Beschreibung',
  [ImportTarget.AdminCostPrice]: 'Eigener Einkaufspreis',
  [ImportTarget.BasePrice]: 'Grundpreis',
  [ImportTarget.RetailPrice]: 'Verkaufspreis',
  [ImportTarget.StockQuantity]: 'Lagerbestand',
  [ImportTarget.Weight]: 'Gewicht',
  [ImportTarget.CategoryLevel1]: 'Kategorie Ebene 1',
  [ImportTarget.CategoryLevel2]: 'Kategorie Ebene 2',
  [ImportTarget.CategoryLevel3]: 'Kategorie Ebene 3',
  [ImportTarget.CategoryLevel4]: 'Kategorie Ebene 4',
  [ImportTarget.CategoryLevel5]: 'Kategorie Ebene 5',
  [ImportTarget.Gtin]: 'GTIN/EAN',
  [ImportTarget.Han]: 'Herstellerartikelnummer',
  [ImportTarget.MinOrderQuantity]: 'Mindestbestellmenge',
  [ImportTarget.OrderMultiple]: 'Verpackungseinheit',
  [ImportTarget.Ignore]: 'Ignorieren',
};

/** German and English header names suppliers use, normalised (see normaliseHeader). */
const SYNONYMS: Partial<Record<ImportTarget, string[]>> = {
  [ImportTarget.Sku]: [
    'sku', 'artikelnummer', 'artikelnr', 'artnr', 'artnummer', 'bestellnummer', 'bestellnr', 'produktnummer',
    'itemnumber', 'itemno', 'articlenumber', 'articleno', 'productnumber', 'partnumber', 'lieferantenartikelnummer',
  ],
  [ImportTarget.Name]: [
    'name', 'bezeichnung', 'artikelbezeichnung', 'produktbezeichnung', 'produktname', 'artikelname', 'artikel', 'produkt',
    'kurzbezeichnung', 'titel', 'title', 'productname', 'itemname', 'product',
  ],
  [ImportTarget.Description]: [
    'beschreibung', 'description', 'langtext', 'langbeschreibung', 'produktbeschreibung', 'artikelbeschreibung', 'details',
    'longdescription', 'text',
  ],
  [ImportTarget.AdminCostPrice]: [
    'ek', 'einkaufspreis', 'ekpreis', 'eknetto', 'einkaufspreisnetto', 'eigenerek', 'adminekpreis', 'admincostprice',
    'costprice', 'cost', 'purchaseprice', 'nettoek',
  ],
  [ImportTarget.BasePrice]: [
    'grundpreis', 'haendlerpreis', 'haendlerek', 'hek', 'baseprice', 'dealerprice', 'wiederverkaeuferpreis', 'nettopreis',
    'wholesaleprice',
  ],
  [ImportTarget.RetailPrice]: [
    'vk', 'verkaufspreis', 'vkpreis', 'vkbrutto', 'uvp', 'bruttopreis', 'endkundenpreis', 'preis', 'retailprice', 'price',
    'listprice', 'msrp', 'rrp',
  ],
  [ImportTarget.StockQuantity]: [
    'bestand', 'lagerbestand', 'lager', 'menge', 'verfuegbar', 'verfuegbarkeit', 'stock', 'stockquantity', 'quantity', 'qty',
    'available', 'inventory',
  ],
  [ImportTarget.Weight]: ['gewicht', 'gewichtkg', 'gewichtinkg', 'nettogewicht', 'weight', 'weightkg', 'weightinkg'],
  [ImportTarget.CategoryLevel1]: ['kategorie', 'hauptkategorie', 'warengruppe', 'category', 'maincategory', 'productgroup'],
  [ImportTarget.CategoryLevel2]: ['unterkategorie', 'untergruppe', 'unterwarengruppe', 'subcategory'],
  [ImportTarget.MinOrderQuantity]: ['mindestbestellmenge', 'mindestmenge', 'mindestabnahme', 'moq', 'minorderquantity', 'minimumorderquantity', 'minqty'],
  [ImportTarget.OrderMultiple]: [
    'verpackungseinheit', 've', 'bestelleinheit', 'packungsgroesse', 'gebinde', 'gebindegroesse', 'staffel', 'ordermultiple',
    'packsize', 'packagingunit', 'casepack',
  ],
  [ImportTarget.Gtin]: ['gtin', 'ean', 'eancode', 'ean13', 'gtin13', 'gtin14', 'barcode', 'upc'],
  [ImportTarget.Han]: [
    'han', 'herstellerartikelnummer', 'herstellerartikelnr', 'herstellernummer', 'herstellernr', 'mpn', 'manufacturerpartnumber',
  ],
};

const BY_NAME = new Map<string, ImportTarget>(
  Object.entries(SYNONYMS).flatMap(([target, names]) => names!.map((name) => [name, target as ImportTarget] as const)),
);

/** "Kategorie 2", "Category Level 3", "Ebene 1", "Warengruppe 4" */
const NUMBERED_CATEGORY = /^(kategorie|category|warengruppe|ebene|level)(ebene|level)?([1-5])$/;

/** "Art.-Nr.", "EK (netto)" and "Händler-Preis" become "artnr", "eknetto" and "haendlerpreis". */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/€|eur\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

export function targetForHeader(header: string): ImportTarget | null {
  const name = normaliseHeader(header);
  if (!name) return null;
  const numbered = NUMBERED_CATEGORY.exec(name);
  if (numbered) return CATEGORY_LEVELS[Number(numbered[3]) - 1];
  return BY_NAME.get(name) ?? null;
}

/**
 * A target from the words of a header when the whole header is unknown: 'UVP brutto', 'VK inkl. MwSt.' and
 * 'EK netto Händler' name their target in one word or a run of words. Longer runs win over shorter ones
 * ('Artikel Nummer' is the SKU, not the name); among runs of one length, the first.
 */
export function targetForHeaderWords(header: string): ImportTarget | null {
  const words = header.split(/[^\p{L}\p{N}]+/u).map(normaliseHeader).filter(Boolean);
  for (let length = words.length; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const target = targetForHeader(words.slice(start, start + length).join(''));
      if (target) return target;
    }
  }
  return null;
}

/**
 * A target for every column from its header; each target goes to one column only. Whole headers are
 * matched first, so an exact 'UVP' keeps the retail price even when 'VK brutto' stands left of it.
 */
export function suggestMapping(columns: string[]): Record<string, ImportTarget> {
  const taken = new Set<ImportTarget>();
  const mapping: Record<string, ImportTarget> = Object.fromEntries(columns.map((_, index) => [String(index), ImportTarget.Ignore]));
  for (const matcher of [targetForHeader, targetForHeaderWords]) {
    columns.forEach((column, index) => {
      if (mapping[String(index)] !== ImportTarget.Ignore) return;
      const target = matcher(column);
      if (target && !taken.has(target)) {
        taken.add(target);
        mapping[String(index)] = target;
      }
    });
  }
  return mapping;
}
