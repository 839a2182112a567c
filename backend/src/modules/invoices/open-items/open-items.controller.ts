import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { companyScope } from '../../../common/auth/company-scope';
import { AuthUser, CurrentUser, Roles } from '../../../common/auth/decorators';
import { Role } from '../../../common/auth/role';
import { OpenItemsPageDto, OpenItemsQueryDto } from '../dto/open-item.dto';
import { OpenItemsService } from './open-items.service';

/** 'Offene Posten': the invoices of the dealer's own company with what is paid and open. */
@ApiTags('invoices')
@Roles(Role.Dealer)
@Controller('invoices')
export class OpenItemsController {
  constructor(private readonly openItems: OpenItemsService) {}

  @Get()
  @ApiOkResponse({ type: OpenItemsPageDto })
  getInvoices(@CurrentUser() user: AuthUser, @Query() query: OpenItemsQueryDto): Promise<OpenItemsPageDto> {
    return this.openItems.dealerPage(companyScope(user), query);
  }
}
