import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IntField } from './int-field';

/** `page` and `pageSize` of a paged list (?page=2&pageSize=20). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @IntField({
    min: 1,
    max: 100_000,
    fromQuery: true,
    messages: { type: 'Die Seite muss eine ganze Zahl sein.', tooSmall: 'Die Seite muss mindestens 1 sein.', tooLarge: 'Diese Seite gibt es nicht.' },
  })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @IntField({
    min: 1,
    max: 100,
    fromQuery: true,
    messages: {
      type: 'Die Seitengröße muss eine ganze Zahl sein.',
      tooSmall: 'Die Seitengröße muss mindestens 1 sein.',
      tooLarge: 'Die Seitengröße darf höchstens 100 sein.',
    },
  })
  pageSize?: number;
}

export const pageOf = (query: PageQueryDto) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
};
