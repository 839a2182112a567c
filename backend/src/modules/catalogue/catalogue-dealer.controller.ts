import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, RequireApproval, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CatalogueExportService } from './catalogue-export.service';
import { CatalogueLookupService, LOOKUP_PENDING_APPROVAL } from './catalogue-lookup.service';
import { CatalogueExportQueryDto } from './dto/export-query.dto';
import { LookupItemDto, LookupQueryDto } from './dto/lookup.dto';

/**
 * What only approved dealers get from the catalogue: the quick order's type-ahead and the export with their EK.
 * The type-ahead runs on every keystroke of every dealer, so it checks approval the way the catalogue decides on
 * showing the EK (the dealer's cached discount; none = not approved → 403 from the service) instead
 * of a fresh database read per request; the export asks fresh (@RequireApproval).
 */
@ApiTags('catalogue')
@ApiBearerAuth()
@Roles(Role.Dealer)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Händlerkonto noch nicht freigeschaltet' })
@Controller('catalogue')
export class CatalogueDealerController {
  constructor(
    private readonly lookups: CatalogueLookupService,
    private readonly exports: CatalogueExportService,
  ) {}

  @Get('lookup')
  @ApiOkResponse({ type: [LookupItemDto], description: 'Bis zu 10 Treffer: genaue Artikelnummer/EAN zuerst, dann Anfänge, dann Namen' })
  @Header('Content-Type', 'application/json; charset=utf-8')
  lookupProducts(@CurrentUser() user: AuthUser, @Query() query: LookupQueryDto): Promise<Buffer> {
    // LookupItemDto[], serialised once per cache entry (CatalogueLookupService.lookupBody)
    return this.lookups.lookupBody(user.id, query.q);
  }

  @Get('export.csv')
  @RequireApproval(LOOKUP_PENDING_APPROVAL)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Katalog mit Ihrem EK (UTF-8 mit BOM, Semikolon, Dezimalkomma)', schema: { type: 'string', format: 'binary' } })
  async exportCatalogueCsv(@CurrentUser() user: AuthUser, @Query() query: CatalogueExportQueryDto): Promise<StreamableFile> {
    return this.exports.csv(await this.lookups.discountOf(user.id), query.category);
  }

  @Get('export.xlsx')
  @RequireApproval(LOOKUP_PENDING_APPROVAL)
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ description: 'Katalog mit Ihrem EK als Excel-Arbeitsmappe', schema: { type: 'string', format: 'binary' } })
  async exportCatalogueXlsx(@CurrentUser() user: AuthUser, @Query() query: CatalogueExportQueryDto): Promise<StreamableFile> {
    return this.exports.xlsx(await this.lookups.discountOf(user.id), query.category);
  }
}
