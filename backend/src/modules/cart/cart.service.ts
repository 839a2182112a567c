import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CartItem } from './entities/cart-item.entity';

@Injectable()
export class CartService {
  constructor(@InjectRepository(CartItem) private readonly items: Repository<CartItem>) {}

  /** Total quantity over all lines, for the sidebar badge. */
  async countItems(userId: string): Promise<number> {
    const row = await this.items
      .createQueryBuilder('item')
      .select('COALESCE(SUM(item.quantity), 0)::int', 'count')
      .where('item.userId = :userId', { userId })
      .getRawOne<{ count: number }>();
    return row?.count ?? 0;
  }
}
