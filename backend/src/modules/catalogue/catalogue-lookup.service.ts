import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/http/app-error';
import { DealersService } from '../dealers/dealers.service';
import { CatalogueCache } from './catalogue-cache';
import { lookupQuery, LookupRow } from './catalogue-lookup.sql';
import { toLookupItemDto } from './dto/lookup.dto';

const EMPTY = Buffer.from('[]');

export const LOOKUP_PENDING_APPROVAL = 'Freischaltung ausstehend: Ihr Händlerkonto wird noch geprüft.';

/**
 * The quick order's type-ahead over SKU, EAN and name, with the dealer's EK: one statement, its answer kept
 * like the storefront list's (CatalogueCache.rememberPage, 10 s per normalised term and discount, cleared by
 * every catalogue write). Dealers typing the same prefixes and names share answers; stock may show up to
 * 10 s late, as in the list, and the cart checks it at write time anyway.
 */
@Injectable()
export class CatalogueLookupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dealers: DealersService,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * The answer as the UTF-8 bytes of its JSON, exactly what the controller sends. An empty term suggests nothing;
   * approval is checked first, so a pending dealer learns nothing either way.
   */
  async lookupBody(userId: string, q: string | undefined): Promise<Buffer> {
    const discount = await this.discountOf(userId);
    if (!q) return EMPTY;
    const query = lookupQuery(q);
    const key = JSON.stringify(['lookup', discount, ...query.values]);
    return this.cache.rememberPage(key, async () => {
      const rows = await this.dataSource.query<LookupRow[]>(query.text, query.values);
      return Buffer.from(JSON.stringify(rows.map((row) => toLookupItemDto(row, discount))));
    });
  }

  async discountOf(userId: string): Promise<number> {
    const discount = await this.dealers.approvedDiscountFor(userId);
    if (discount === null) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', LOOKUP_PENDING_APPROVAL);
    return discount;
  }
}
