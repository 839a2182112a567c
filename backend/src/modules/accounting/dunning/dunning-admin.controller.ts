import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../../common/auth/decorators';
import { Role } from '../../../common/auth/role';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { DunningAdminService } from './dunning-admin.service';
import { DunningHoldResultDto, DunningLetterDto, DunningPageDto, DunningRunResultDto } from './dto/dunning.dto';
import { DeliveryBlockReleaseDto, DunningHoldDto, DunningQueryDto } from './dto/dunning-query.dto';

const BINARY = { schema: { type: 'string', format: 'binary' } } as const;

@ApiTags('admin-dunning')
@Roles(Role.Admin)
@Controller('admin')
export class DunningAdminController {
  constructor(private readonly dunning: DunningAdminService) {}

  @Get('dunning')
  @ApiOkResponse({ type: DunningPageDto, description: 'Überfällige Rechnungen mit Mahnstufe, Schreiben, Sperre und Liefersperre' })
  getDunning(@Query() query: DunningQueryDto): Promise<DunningPageDto> {
    return this.dunning.list(query);
  }

  @Post('dunning/run')
  @HttpCode(200)
  @ApiOkResponse({ type: DunningRunResultDto, description: 'Der Mahnlauf wie nachts; Schreiben und E-Mails folgen in Sekunden' })
  runDunning(@CurrentUser() user: AuthUser): Promise<DunningRunResultDto> {
    return this.dunning.runNow(user);
  }

  @Post('invoices/:id/dunning-hold')
  @HttpCode(200)
  @ApiOkResponse({ type: DunningHoldResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits angehalten bzw. nicht angehalten' })
  setDunningHold(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: DunningHoldDto): Promise<DunningHoldResultDto> {
    return this.dunning.setHold(user, id, body);
  }

  @Get('dunning/letters/:id.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ ...BINARY, description: 'Das Mahnschreiben als PDF' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Das Schreiben wird gerade erstellt' })
  downloadDunningLetterPdf(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return this.dunning.downloadLetter(id);
  }

  @Post('dunning/letters/:id/resend')
  @HttpCode(200)
  @ApiOkResponse({ type: DunningLetterDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Das Schreiben wird gerade erstellt' })
  resendDunningLetter(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<DunningLetterDto> {
    return this.dunning.resend(user, id);
  }

  @Post('companies/:id/delivery-block/release')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Liefersperre aufgehoben' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Keine Liefersperre' })
  releaseDeliveryBlock(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: DeliveryBlockReleaseDto): Promise<void> {
    return this.dunning.releaseDeliveryBlock(user, id, body.reason);
  }
}
