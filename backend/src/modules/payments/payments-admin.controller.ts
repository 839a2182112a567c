import { Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ProviderRefundResponses } from './provider-refund-responses';
import { CardRefundsService } from './card-refunds.service';
import { OrderRefundDto } from './dto/refund.dto';

@ApiTags('admin-orders')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@Roles(Role.Admin)
@Controller('admin/orders')
export class PaymentsAdminController {
  constructor(private readonly refunds: CardRefundsService) {}

  @Post(':id/payment/refund')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderRefundDto, description: 'Über Stripe erstattet; der Zahlungsstatus ist „Erstattet“' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Keine Kartenzahlung, nichts zu erstatten oder schon erstattet (von wem, wann)' })
  @ProviderRefundResponses()
  refundOrderPayment(@CurrentUser() admin: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<OrderRefundDto> {
    return this.refunds.refundOrder(admin, id);
  }
}
