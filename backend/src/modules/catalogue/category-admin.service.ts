import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AppError } from '../../common/http/app-error';
import { AuditService } from '../audit/audit.service';
import { TransactionHost } from '../../common/database/transaction-host';
import { CatalogueCache } from './catalogue-cache';
import { categoryCountsQuery } from './category-counts.sql';
import {
  AdminCategoryDto,
  AdminCategoryListDto,
  CategoryCountRow,
  DeleteCategoryResultDto,
  SaveCategoryDto,
  toAdminCategoryDto,
} from './dto/category.dto';
import { Category } from './entities/category.entity';
import { Product } from './entities/product.entity';
import { validationFailed } from './product-rules';
import { lockCategoryWrites } from './category-write-lock';
import { countEdit } from './product-edits';

const categoryNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'CATEGORY_NOT_FOUND', 'Kategorie nicht gefunden.');

/** Two levels of categories; deletion is soft, takes the subcategories along and moves products to 'Keine Kategorie'. */
@Injectable()
export class CategoryAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionHost,
    private readonly audit: AuditService,
    private readonly cache: CatalogueCache,
  ) {}

  async getCategories(): Promise<AdminCategoryListDto> {
    const query = categoryCountsQuery();
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query<CategoryCountRow[]>(query.text, query.values),
      this.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM products WHERE is_active AND category_id IS NULL'),
    ]);
    return { items: rows.map(toAdminCategoryDto), uncategorizedCount: count };
  }

  async createCategory(input: SaveCategoryDto, adminUserId: string): Promise<AdminCategoryDto> {
    const category = await this.tx.run(async () => {
      const manager = this.tx.manager;
      const parentId = input.parentId ?? null;
      await this.checkParent(manager, parentId, null);
      await this.checkNameFree(manager, input.name, parentId, null);
      const { identifiers } = await manager.getRepository(Category).insert({
        name: input.name,
        description: input.description ?? null,
        parentId,
        sortOrder: input.sortOrder ?? 0,
        isActive: true,
      });
      const id = identifiers[0].id as string;
      await this.audit.record({
        adminUserId,
        actionType: 'category.create',
        targetType: 'category',
        targetId: id,
        message: `Kategorie „${input.name}“ erstellt`,
      });
      return this.getCategory(manager, id);
    });
    await this.cache.clear();
    return category;
  }

  async updateCategory(id: string, input: SaveCategoryDto, adminUserId: string): Promise<AdminCategoryDto> {
    const category = await this.tx.run(async () => {
      const manager = this.tx.manager;
      const parentId = input.parentId ?? null;
      // the parent before the category itself, in the order a deletion of the parent takes them (no deadlock)
      if (parentId && parentId !== id) await this.shareLock(manager, parentId);
      const stored = await manager.getRepository(Category).findOne({ where: { id, isActive: true }, lock: { mode: 'pessimistic_write' } });
      if (!stored) throw categoryNotFound();
      await this.checkParent(manager, parentId, id);
      await this.checkNameFree(manager, input.name, parentId, id);
      await manager.getRepository(Category).update(id, {
        name: input.name,
        description: input.description ?? null,
        parentId,
        sortOrder: input.sortOrder ?? 0,
      });
      await this.audit.record({
        adminUserId,
        actionType: 'category.update',
        targetType: 'category',
        targetId: id,
        message: `Kategorie „${input.name}“ aktualisiert`,
      });
      return this.getCategory(manager, id);
    });
    await this.cache.clear();
    return category;
  }

  async deleteCategory(id: string, adminUserId: string): Promise<DeleteCategoryResultDto> {
    const result = await this.tx.run(async () => {
      const manager = this.tx.manager;
      const categories = manager.getRepository(Category);
      const stored = await categories.findOne({ where: { id, isActive: true }, lock: { mode: 'pessimistic_write' } });
      if (!stored) throw categoryNotFound();
      const children = await categories.find({ where: { parentId: id, isActive: true }, select: { id: true } });
      const ids = [id, ...children.map((child) => child.id)];
      const moved = await manager.getRepository(Product).update({ categoryId: In(ids) }, { categoryId: null, ...countEdit() });
      await categories.update({ id: In(ids) }, { isActive: false });
      const outcome = { movedProducts: moved.affected ?? 0, deletedSubcategories: children.length };
      await this.audit.record({
        adminUserId,
        actionType: 'category.delete',
        targetType: 'category',
        targetId: id,
        message: `Kategorie „${stored.name}“ gelöscht`,
        details: outcome,
      });
      return outcome;
    });
    await this.cache.clear();
    return result;
  }

  private async getCategory(manager: EntityManager, id: string): Promise<AdminCategoryDto> {
    const query = categoryCountsQuery();
    const rows = await manager.query<CategoryCountRow[]>(query.text, query.values);
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw categoryNotFound();
    return toAdminCategoryDto(row);
  }

  /** The parent must be an active main category other than the category itself; a main category with children stays main. */
  private async checkParent(manager: EntityManager, parentId: string | null, ownId: string | null): Promise<void> {
    if (!parentId) return;
    if (parentId === ownId) {
      throw validationFailed([{ field: 'parentId', message: 'Eine Kategorie kann nicht ihre eigene übergeordnete Kategorie sein.' }]);
    }
    const parent = await this.shareLock(manager, parentId);
    if (!parent) throw validationFailed([{ field: 'parentId', message: 'Die übergeordnete Kategorie gibt es nicht.' }]);
    if (parent.parentId !== null) {
      throw validationFailed([{ field: 'parentId', message: 'Als übergeordnete Kategorie ist nur eine Hauptkategorie möglich.' }]);
    }
    if (ownId && (await manager.getRepository(Category).exists({ where: { parentId: ownId, isActive: true } }))) {
      throw validationFailed([{ field: 'parentId', message: 'Eine Kategorie mit Unterkategorien kann keine Unterkategorie werden.' }]);
    }
  }

  /**
   * The active category, held against a deletion until the caller's transaction ends. A deletion running now is waited
   * for and then counts: the category is gone, and nothing is saved under it.
   */
  private shareLock(manager: EntityManager, id: string): Promise<Category | null> {
    return manager.getRepository(Category).findOne({ where: { id, isActive: true }, lock: { mode: 'pessimistic_read' } });
  }

  private async checkNameFree(manager: EntityManager, name: string, parentId: string | null, ownId: string | null): Promise<void> {
    await lockCategoryWrites(manager);
    const [clash] = await manager.query<{ id: string }[]>(
      `SELECT id FROM categories WHERE is_active AND lower(name) = lower($1) AND parent_id IS NOT DISTINCT FROM $2::uuid AND id IS DISTINCT FROM $3::uuid LIMIT 1`,
      [name, parentId, ownId],
    );
    if (clash) {
      const message = `Eine Kategorie „${name}“ gibt es auf dieser Ebene bereits.`;
      throw new AppError(HttpStatus.CONFLICT, 'CATEGORY_EXISTS', message, { errors: [{ field: 'name', message }] });
    }
  }
}
