import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseEnumPipe, Patch, Put, Query, Req, StreamableFile } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { CompanyRole } from '../../common/auth/company-role';
import { companyScope } from '../../common/auth/company-scope';
import { AuthUser, CompanyRoles, CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { AppError } from '../../common/http/app-error';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { DealerDocumentsService, DOCUMENT_UPLOAD } from './dealer-documents.service';
import { DealersService } from './dealers.service';
import { DealerDocumentDto, DealerProfileDto } from './dto/dealer-profile.dto';
import { DocumentLinkDto } from './dto/document-link.dto';
import { UpdateDealerProfileDto } from './dto/update-dealer-profile.dto';
import { DealerDocumentKind } from './entities/dealer-document.entity';
import { readUpload, UploadRoute } from '../../common/http/read-upload';

export const DocumentKindPipe = new ParseEnumPipe(DealerDocumentKind, {
  exceptionFactory: () =>
    new AppError(HttpStatus.NOT_FOUND, 'UNKNOWN_DOCUMENT_KIND', 'Unbekannte Dokumentart (business-registration, trade-register oder tax-certificate).'),
});

const KIND_PARAM = { name: 'kind', enum: DealerDocumentKind, enumName: 'DealerDocumentKind' } as const;

/** The dealer's own profile and documents: always the caller's, there is no id to guess. */
@ApiTags('dealers')
@Controller('dealers')
export class DealersController {
  constructor(
    private readonly dealers: DealersService,
    private readonly documents: DealerDocumentsService,
  ) {}

  @Get('me')
  @Roles(Role.Dealer)
  @ApiOkResponse({ type: DealerProfileDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getOwnDealerProfile(@CurrentUser() user: AuthUser): Promise<DealerProfileDto> {
    return this.dealers.getOwnProfile(companyScope(user));
  }

  @Patch('me')
  @Roles(Role.Dealer)
  @CompanyRoles(CompanyRole.Owner)
  @ApiOkResponse({ type: DealerProfileDto })
  updateOwnDealerProfile(@CurrentUser() user: AuthUser, @Body() body: UpdateDealerProfileDto): Promise<DealerProfileDto> {
    return this.dealers.updateOwnProfile(companyScope(user), body);
  }

  @Put('me/documents/:kind')
  @Roles(Role.Dealer)
  @CompanyRoles(CompanyRole.Owner)
  @ApiParam(KIND_PARAM)
  @UploadRoute()
  @ApiOkResponse({ type: DealerDocumentDto })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Keine PDF-Datei' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Größer als 10 MB' })
  async uploadOwnDealerDocument(
    @CurrentUser() user: AuthUser,
    @Param('kind', DocumentKindPipe) kind: DealerDocumentKind,
    @Req() request: FastifyRequest,
  ): Promise<DealerDocumentDto> {
    return this.documents.upload(companyScope(user), kind, await readUpload(request, DOCUMENT_UPLOAD));
  }

  @Get('me/documents/:kind')
  @Roles(Role.Dealer)
  @ApiParam(KIND_PARAM)
  @ApiOkResponse({ type: DocumentLinkDto, description: 'Link, fünf Minuten gültig' })
  getOwnDealerDocumentLink(@CurrentUser() user: AuthUser, @Param('kind', DocumentKindPipe) kind: DealerDocumentKind): Promise<DocumentLinkDto> {
    return this.documents.ownLink(user, kind);
  }

  @Delete('me/documents/:kind')
  @Roles(Role.Dealer)
  @CompanyRoles(CompanyRole.Owner)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam(KIND_PARAM)
  @ApiNoContentResponse()
  deleteOwnDealerDocument(@CurrentUser() user: AuthUser, @Param('kind', DocumentKindPipe) kind: DealerDocumentKind): Promise<void> {
    return this.documents.remove(companyScope(user), kind);
  }

  @Get('documents/download')
  @Public()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Die PDF-Datei' })
  downloadDealerDocument(@Query('token') token: string): Promise<StreamableFile> {
    return this.documents.download(token);
  }
}
