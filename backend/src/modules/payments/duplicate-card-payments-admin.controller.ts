import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ProviderRefundResponses } from './provider-refund-responses';
import { DuplicateCardPaymentDto, DuplicateCardPaymentQueryDto } from './dto/duplicate-card-payment.dto';
import { DuplicateCardPaymentRefundDto } from './dto/refund.dto';
import { DuplicateCardPaymentsService, duplicateNotFound } from './duplicate-card-payments.service';

const DuplicateIdPipe = new ParseUUIDPipe({ exceptionFactory: duplicateNotFound });

@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@Roles(Role.Admin)
@Controller('admin/card-payments/duplicates')
export class DuplicateCardPaymentsAdminController {
  constructor(private readonly duplicates: DuplicateCardPaymentsService) {}

  @Get()
  @ApiOkResponse({ type: [DuplicateCardPaymentDto], description: 'Doppelte Kartenzahlungen: einer Bestellung, oder alle noch zu erstattenden' })
  listDuplicateCardPayments(@Query() query: DuplicateCardPaymentQueryDto): Promise<DuplicateCardPaymentDto[]> {
    return this.duplicates.list(query.orderId);
  }

  @Post(':id/refund')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DuplicateCardPaymentRefundDto, description: 'Über Stripe erstattet und vermerkt' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Schon erstattet oder als erstattet vermerkt (von wem, wann)' })
  @ProviderRefundResponses()
  refundDuplicateCardPayment(@CurrentUser() admin: AuthUser, @Param('id', DuplicateIdPipe) id: string): Promise<DuplicateCardPaymentRefundDto> {
    return this.duplicates.refundAtProvider(admin, id);
  }

  @Post(':id/refunded')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DuplicateCardPaymentDto, description: 'Im Stripe-Dashboard erstattet: hier vermerkt' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Schon als erstattet vermerkt' })
  markDuplicateCardPaymentRefunded(@CurrentUser() admin: AuthUser, @Param('id', DuplicateIdPipe) id: string): Promise<DuplicateCardPaymentDto> {
    return this.duplicates.markRefunded(admin, id);
  }
}
