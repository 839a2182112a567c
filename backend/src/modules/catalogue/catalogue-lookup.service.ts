import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/http/app-error';
import { DealersService } from '../dealers/dealers.service';
import { lookupQuery, LookupRow } from './catalogue-lookup.sql';
import { LookupItemDto, toLookupItemDto } from './dto/lookup.dto';

export const LOOKUP_PENDING_APPROVAL = 'Freischaltung ausstehend: Ihr Händlerkonto wird noch geprüft.';

/** The quick order's type-ahead over SKU, EAN and name, with the dealer's EK. One statement, no cache needed. */
@Injectable()
export class CatalogueLookupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dealers: DealersService,
  ) {}

  /** An empty term suggests nothing; approval is checked first, so a pending dealer learns nothing either way. */
  async lookup(userId: string, q: string | undefined): Promise<LookupItemDto[]> {
    const discount = await this.discountOf(userId);
    if (!q) return [];
    const query = lookupQuery(q);
    const rows = await this.dataSource.query<LookupRow[]>(query.text, query.values);
    return rows.map((row) => toLookupItemDto(row, discount));
  }

  async discountOf(userId: string): Promise<number> {
    const discount = await this.dealers.approvedDiscountFor(userId);
    if (discount === null) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', LOOKUP_PENDING_APPROVAL);
    return discount;
  }
}
