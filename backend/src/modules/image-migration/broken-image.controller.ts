import { Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { BrokenImageReportDto, ReportBrokenImageDto } from './dto/image-migration.dto';
import { ImageMigrationService } from './image-migration.service';

/** The storefront's broken-image chain: a card whose external image failed asks for its migration. */
@ApiTags('catalogue')
@Controller('catalogue/products')
export class BrokenImageController {
  constructor(private readonly migrations: ImageMigrationService) {}

  @Post(':id/broken-image')
  @Public()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: BrokenImageReportDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Produkt nicht gefunden' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Zu viele Meldungen von dieser Adresse' })
  reportBrokenImage(@Param('id', ParseUUIDPipe) id: string, @Body() body: ReportBrokenImageDto, @Req() request: FastifyRequest): Promise<BrokenImageReportDto> {
    return this.migrations.reportBrokenImage(id, body.url, request.ip);
  }
}
