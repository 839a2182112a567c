import { DataSource } from 'typeorm';
import { Company, companyOf } from '../common/config/company';
import { parseEnvironment } from '../common/config/environment';
import { StorageService } from '../common/storage/storage.service';
import { buildCatalogue } from './build-catalogue';
import { seedAccounts } from './seed-accounts';
import { seedBankStatementDemo } from './seed-bank-statement';
import { seedCategories, seedProducts } from './seed-catalogue';
import { seedProductImages } from './seed-images';
import { SeedCount } from './seed-support';
import { seedDunningDemo } from './seed-dunning';
import { seedNews } from './seed-news';
import { seedOpenItems } from './seed-open-items';

export interface DemoDataSummary {
  products: SeedCount;
  mainCategories: SeedCount;
  subcategories: SeedCount;
  accounts: SeedCount;
  news: SeedCount;
  imagesUploaded: number;
}

/**
 * Writes the demo catalogue, accounts and news; safe to run any number of times. Each kind is
 * written in its own transaction; pictures are uploaded before the products that point at them.
 */
export async function seedDemoData(
  dataSource: DataSource,
  storage: StorageService,
  log: (line: string) => void = console.log,
  now: Date = new Date(),
  seller: Company = companyOf(parseEnvironment(process.env)),
): Promise<DemoDataSummary> {
  const catalogue = buildCatalogue(now);
  const { count: accounts, idsByEmail } = await seedAccounts(dataSource, now);
  const categories = await seedCategories(dataSource, catalogue.mainCategories);
  const imagesUploaded = await seedProductImages(storage, catalogue.products);
  const products = await seedProducts(dataSource, catalogue.products, categories.idsByKey, (key) => storage.publicUrl(key));
  const news = await seedNews(dataSource, idsByEmail.get('admin@example.com') ?? null, now);
  await seedOpenItems(dataSource, seller, idsByEmail, now);
  await seedDunningDemo(dataSource, storage, now);
  await seedBankStatementDemo(dataSource, seller, idsByEmail, now);

  const summary: DemoDataSummary = {
    products,
    mainCategories: categories.mainCategories,
    subcategories: categories.subcategories,
    accounts,
    news,
    imagesUploaded,
  };
  log(formatSummary(summary));
  return summary;
}

export function formatSummary(s: DemoDataSummary): string {
  const counts = [s.products, s.mainCategories, s.subcategories, s.accounts, s.news];
  const inserted = counts.reduce((sum, c) => sum + c.inserted, 0);
  const updated = counts.reduce((sum, c) => sum + c.updated, 0);
  return (
    `Demo-Daten: ${s.products.total} Produkte, ${s.mainCategories.total} Hauptkategorien, ` +
    `${s.subcategories.total} Unterkategorien, ${s.accounts.total} Konten, ${s.news.total} News ` +
    `(${inserted} neu, ${updated} aktualisiert, ${s.imagesUploaded} Bilder hochgeladen)`
  );
}
