import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import {
  ImageMigrationAnalysisDto,
  ImageMigrationRunDto,
  ImageMigrationRunListDto,
  StartImageMigrationRunDto,
} from './dto/image-migration.dto';
import { ImageMigrationService } from './image-migration.service';

/** Moving externally hosted product images into the portal's own storage. Administrators only. */
@ApiTags('admin-image-migration')
@Roles(Role.Admin)
@Controller('admin/image-migration')
export class ImageMigrationAdminController {
  constructor(private readonly migrations: ImageMigrationService) {}

  @Get('analysis')
  @ApiOkResponse({ type: ImageMigrationAnalysisDto })
  getImageMigrationAnalysis(@Query() query: PageQueryDto): Promise<ImageMigrationAnalysisDto> {
    return this.migrations.getAnalysis(query);
  }

  @Get('runs')
  @ApiOkResponse({ type: ImageMigrationRunListDto })
  getImageMigrationRuns(): Promise<ImageMigrationRunListDto> {
    return this.migrations.getRuns();
  }

  @Post('runs')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ImageMigrationRunDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Es läuft bereits eine Server-Migration' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Produkt nicht gefunden' })
  startImageMigrationRun(@Body() body: StartImageMigrationRunDto, @CurrentUser() user: AuthUser): Promise<ImageMigrationRunDto> {
    return this.migrations.startRun(body, user.id);
  }

  @Get('runs/:id')
  @ApiOkResponse({ type: ImageMigrationRunDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getImageMigrationRun(@Param('id', ParseUUIDPipe) id: string): Promise<ImageMigrationRunDto> {
    return this.migrations.getRun(id);
  }
}
