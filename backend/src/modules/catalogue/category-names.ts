import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogueCache } from './catalogue-cache';
import { ProductRow, SqlQuery } from './product-list.sql';

interface CategoryName {
  name: string;
  parentName: string | null;
}

/**
 * Reads a list page (productPageQuery) and adds category and parent category names from the whole category
 * table held in CatalogueCache (a few hundred rows; every catalogue write clears it), so the list SQL stays a
 * single-table query.
 */
@Injectable()
export class CategoryNames {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogueCache,
  ) {}

  async readPage<T extends ProductRow>(page: SqlQuery): Promise<T[]> {
    const [rows, names] = await Promise.all([
      this.dataSource.query<T[]>(page.text, page.values),
      this.cache.remember('category-names', () => this.load()),
    ]);
    for (const row of rows) {
      const category = row.category_id ? names.get(row.category_id) : undefined;
      row.category_name = category?.name ?? null;
      row.parent_category_name = category?.parentName ?? null;
    }
    return rows;
  }

  private async load(): Promise<Map<string, CategoryName>> {
    const rows = await this.dataSource.query<{ id: string; name: string; parent_name: string | null }[]>(
      'SELECT c.id, c.name, pc.name AS parent_name FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id',
    );
    return new Map(rows.map((row) => [row.id, { name: row.name, parentName: row.parent_name }]));
  }
}
