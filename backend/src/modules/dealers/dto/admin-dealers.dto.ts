import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsOptional, MinLength } from 'class-validator';
import { IntField } from '../../../common/http/int-field';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { TextField } from '../../../common/http/text-field';
import { DealerStatus } from '../dealer-status';
import { CompanyCreditDto } from './company-credit.dto';
import { CompanyPersonDto } from './company-person.dto';
import { DealerProfileDto } from './dealer-profile.dto';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The dealers tab's lists: one status per list, a search, one page at a time. */
export class ListDealersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Firma, Ansprechpartner, E-Mail oder Ort (Teil genügt)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100 })
  q?: string;

  @ApiPropertyOptional({ enum: DealerStatus, enumName: 'DealerStatus', description: 'Ohne Angabe: alle Händler' })
  @IsOptional()
  @IsEnum(DealerStatus, { message: 'Ungültiger Status (pending, approved oder rejected).' })
  status?: DealerStatus;
}

const DISCOUNT_MESSAGE = 'Der Rabatt muss eine ganze Zahl zwischen 0 und 50 sein.';

/** A JSON number only: true or "10" are refused, never converted. */
const DiscountLevel = () => IntField({ min: 0, max: 50, message: DISCOUNT_MESSAGE });

/** The status the deciding admin saw (see assertStatusAsSeen). */
const ExpectedStatus = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: DealerStatus,
      description: 'Der Status, den die Verwaltung vor der Entscheidung gesehen hat; ist er inzwischen ein anderer, 409 DEALER_STATUS_CHANGED',
    }),
    IsOptional(),
    IsEnum(DealerStatus, { message: 'Ungültiger Status (pending, approved oder rejected).' }),
  );

export class ApproveDealerDto {
  @ApiPropertyOptional({ minimum: 0, maximum: 50, description: 'Rabatt in Prozent; ohne Angabe bleibt der bisherige' })
  @IsOptional()
  @DiscountLevel()
  discountLevel?: number;

  @ExpectedStatus()
  expectedStatus?: DealerStatus;
}

export class UpdateDealerDto {
  @ApiProperty({ minimum: 0, maximum: 50, description: 'Rabatt in Prozent' })
  @DiscountLevel()
  discountLevel: number;
}

export class RejectDealerDto {
  @ApiProperty({ example: 'Der Gewerbenachweis fehlt.', minLength: 3, maxLength: 1000 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @TextField({ label: 'Der Grund', max: 1000, multiline: true, messages: { type: 'Bitte geben Sie einen Grund für die Ablehnung an.' } })
  @MinLength(3, { message: 'Bitte geben Sie einen Grund für die Ablehnung an.' })
  reason: string;

  @ExpectedStatus()
  expectedStatus?: DealerStatus;
}

/** A dealer company in the dealers tab: its profile and its people with roles, limits and lock state. */
export class AdminDealerDto extends DealerProfileDto {
  @ApiProperty({ format: 'uuid' })
  companyId: string;

  @ApiProperty({ type: [CompanyPersonDto] })
  people: CompanyPersonDto[];

  @ApiProperty({ type: CompanyCreditDto, description: 'Kauf auf Rechnung, Zahlungsbedingung, Kreditlimit, Liefersperre' })
  credit: CompanyCreditDto;
}

export class DealerPageDto {
  @ApiProperty({ type: [AdminDealerDto] })
  items: AdminDealerDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

/** One dealer for a picker (filters elsewhere in the back office). */
export class DealerOptionDto {
  @ApiProperty({ format: 'uuid', description: 'ID des Händlerprofils' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'Benutzer-ID des Händlers' })
  userId: string;

  @ApiProperty()
  companyName: string;
}
