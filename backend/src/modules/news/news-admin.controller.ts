import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AdminNewsDto } from './dto/news.dto';
import { SaveNewsDto } from './dto/save-news.dto';
import { NewsAdminService, newsNotFound } from './news-admin.service';

const NewsIdPipe = new ParseUUIDPipe({ exceptionFactory: newsNotFound });

@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'News nicht gefunden' })
@Roles(Role.Admin)
@Controller('admin/news')
export class NewsAdminController {
  constructor(private readonly news: NewsAdminService) {}

  @Get()
  @ApiOkResponse({ type: AdminNewsDto, isArray: true })
  getAdminNews(): Promise<AdminNewsDto[]> {
    return this.news.list();
  }

  @Post()
  @ApiCreatedResponse({ type: AdminNewsDto })
  createNews(@CurrentUser() admin: AuthUser, @Body() body: SaveNewsDto): Promise<AdminNewsDto> {
    return this.news.create(admin, body);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminNewsDto })
  updateNews(@CurrentUser() admin: AuthUser, @Param('id', NewsIdPipe) id: string, @Body() body: SaveNewsDto): Promise<AdminNewsDto> {
    return this.news.update(admin, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  deleteNews(@CurrentUser() admin: AuthUser, @Param('id', NewsIdPipe) id: string): Promise<void> {
    return this.news.remove(admin, id);
  }
}
