import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const PAGE_MESSAGE = 'Die Seite muss eine ganze Zahl ab 1 sein.';
const SIZE_MESSAGE = 'Die Seitengröße muss zwischen 1 und 100 liegen.';

/** `page` and `pageSize` of a paged list (?page=2&pageSize=20). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(100000, { message: PAGE_MESSAGE })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: SIZE_MESSAGE })
  @Min(1, { message: SIZE_MESSAGE })
  @Max(100, { message: SIZE_MESSAGE })
  pageSize?: number;
}

export const pageOf = (query: PageQueryDto) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
};
