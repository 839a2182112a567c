import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { CartService } from './cart.service';
import { CartCountDto } from './dto/cart-count.dto';

@ApiTags('cart')
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get('count')
  @Roles(Role.Dealer)
  @ApiOkResponse({ type: CartCountDto })
  async getCartCount(@CurrentUser() user: AuthUser): Promise<CartCountDto> {
    return { count: await this.cart.countItems(user.id) };
  }
}
