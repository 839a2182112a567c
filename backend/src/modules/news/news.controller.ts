import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, RequireApproval, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { NewsDto, NewsUnreadCountDto } from './dto/news.dto';
import { NewsService } from './news.service';

/** /news for approved dealers; a pending dealer gets 403 DEALER_NOT_APPROVED. */
@ApiTags('news')
@Roles(Role.Dealer)
@RequireApproval('Freischaltung ausstehend: News sehen Sie, sobald Ihr Händlerkonto freigeschaltet ist.')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für freigeschaltete Händler' })
@Controller('news')
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @Get()
  @ApiOkResponse({ type: NewsDto, isArray: true })
  getNews(@CurrentUser() user: AuthUser): Promise<NewsDto[]> {
    return this.news.list(user.id);
  }

  @Get('unread-count')
  @ApiOkResponse({ type: NewsUnreadCountDto })
  async getUnreadNewsCount(@CurrentUser() user: AuthUser): Promise<NewsUnreadCountDto> {
    return { count: await this.news.unreadCount(user.id) };
  }

  @Post('read')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: NewsUnreadCountDto, description: 'Alle sichtbaren News gelten als gelesen' })
  async markNewsRead(@CurrentUser() user: AuthUser): Promise<NewsUnreadCountDto> {
    return { count: await this.news.markAllRead(user.id) };
  }
}
