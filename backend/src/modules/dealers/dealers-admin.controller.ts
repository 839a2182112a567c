import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { DealerDocumentsService } from './dealer-documents.service';
import { DocumentKindPipe } from './dealers.controller';
import { dealerNotFound, DealersAdminService } from './dealers-admin.service';
import { ApproveDealerDto, DealerOptionDto, DealerPageDto, ListDealersQueryDto, RejectDealerDto, UpdateDealerDto } from './dto/admin-dealers.dto';
import { DealerProfileDto } from './dto/dealer-profile.dto';
import { DocumentLinkDto } from './dto/document-link.dto';
import { DealerDocumentKind } from './entities/dealer-document.entity';

const DealerIdPipe = new ParseUUIDPipe({ exceptionFactory: dealerNotFound });

@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@Roles(Role.Admin)
@Controller('admin/dealers')
export class DealersAdminController {
  constructor(
    private readonly dealers: DealersAdminService,
    private readonly documents: DealerDocumentsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: DealerPageDto })
  getDealers(@Query() query: ListDealersQueryDto): Promise<DealerPageDto> {
    return this.dealers.list(query);
  }

  @Get('options')
  @ApiOkResponse({ type: DealerOptionDto, isArray: true, description: 'Alle Händler nach Firma, für Filter' })
  getDealerOptions(): Promise<DealerOptionDto[]> {
    return this.dealers.options();
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DealerProfileDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits freigegeben' })
  approveDealer(@CurrentUser() admin: AuthUser, @Param('id', DealerIdPipe) id: string, @Body() body: ApproveDealerDto): Promise<DealerProfileDto> {
    return this.dealers.approve(admin, id, body);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DealerProfileDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits abgelehnt' })
  rejectDealer(@CurrentUser() admin: AuthUser, @Param('id', DealerIdPipe) id: string, @Body() body: RejectDealerDto): Promise<DealerProfileDto> {
    return this.dealers.reject(admin, id, body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: DealerProfileDto })
  updateDealer(@CurrentUser() admin: AuthUser, @Param('id', DealerIdPipe) id: string, @Body() body: UpdateDealerDto): Promise<DealerProfileDto> {
    return this.dealers.update(admin, id, body);
  }

  @Get(':id/documents/:kind')
  @ApiParam({ name: 'kind', enum: DealerDocumentKind, enumName: 'DealerDocumentKind' })
  @ApiOkResponse({ type: DocumentLinkDto, description: 'Link, fünf Minuten gültig' })
  async getDealerDocumentLink(
    @CurrentUser() admin: AuthUser,
    @Param('id', DealerIdPipe) id: string,
    @Param('kind', DocumentKindPipe) kind: DealerDocumentKind,
  ): Promise<DocumentLinkDto> {
    await this.dealers.assertExists(id);
    return this.documents.linkFor(admin, id, kind);
  }
}
