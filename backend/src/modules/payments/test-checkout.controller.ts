import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, MayOrder, RequireApproval, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CHECKOUT_NOT_ALLOWED } from '../orders/checkout-messages';
import { RedirectDto, TestCheckoutDto } from './dto/payment.dto';
import { TestCheckoutService } from './test-checkout.service';

/** The 'Testmodus' payment page's API; without STRIPE_SECRET_KEY only, else every route answers 404. */
@ApiTags('payments')
@Roles(Role.Dealer)
@ApiNotFoundResponse({ type: ErrorResponseDto })
@Controller('payments/test-checkout')
export class TestCheckoutController {
  constructor(private readonly testCheckout: TestCheckoutService) {}

  @Get(':id')
  @ApiOkResponse({ type: TestCheckoutDto })
  getTestCheckout(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<TestCheckoutDto> {
    return this.testCheckout.getSession(user, id);
  }

  @Post(':id/pay')
  @RequireApproval(CHECKOUT_NOT_ALLOWED)
  @MayOrder()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RedirectDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  payTestCheckout(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<RedirectDto> {
    return this.testCheckout.pay(user, id);
  }

  @Post(':id/cancel')
  @RequireApproval(CHECKOUT_NOT_ALLOWED)
  @MayOrder()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RedirectDto })
  cancelTestCheckout(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<RedirectDto> {
    return this.testCheckout.cancel(user, id);
  }
}
