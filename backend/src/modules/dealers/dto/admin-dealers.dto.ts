import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { DealerStatus } from '../dealer-status';

export class ListDealersQueryDto {
  @ApiPropertyOptional({ enum: DealerStatus, enumName: 'DealerStatus', description: 'Ohne Angabe: alle Händler' })
  @IsOptional()
  @IsEnum(DealerStatus, { message: 'Ungültiger Status (pending, approved oder rejected).' })
  status?: DealerStatus;
}

const DISCOUNT_MESSAGE = 'Der Rabatt muss eine ganze Zahl zwischen 0 und 50 sein.';

const DiscountLevel = () => (target: object, key: string) => {
  Type(() => Number)(target, key);
  IsInt({ message: DISCOUNT_MESSAGE })(target, key);
  Min(0, { message: DISCOUNT_MESSAGE })(target, key);
  Max(50, { message: DISCOUNT_MESSAGE })(target, key);
};

export class ApproveDealerDto {
  @ApiPropertyOptional({ minimum: 0, maximum: 50, description: 'Rabatt in Prozent; ohne Angabe bleibt der bisherige' })
  @IsOptional()
  @DiscountLevel()
  discountLevel?: number;
}

export class UpdateDealerDto {
  @ApiProperty({ minimum: 0, maximum: 50, description: 'Rabatt in Prozent' })
  @DiscountLevel()
  discountLevel: number;
}

export class RejectDealerDto {
  @ApiProperty({ example: 'Der Gewerbenachweis fehlt.', minLength: 3, maxLength: 1000 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Bitte geben Sie einen Grund für die Ablehnung an.' })
  @MinLength(3, { message: 'Bitte geben Sie einen Grund für die Ablehnung an.' })
  @MaxLength(1000, { message: 'Der Grund darf höchstens 1000 Zeichen lang sein.' })
  reason: string;
}
