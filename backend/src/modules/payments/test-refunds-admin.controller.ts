import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { FailTestRefundDto, TestRefundFailedDto } from './dto/refund.dto';
import { TestRefundsService } from './test-refunds.service';

/** The 'Testmodus' helper for refunds; without STRIPE_SECRET_KEY only, else it answers 404. */
@ApiTags('admin-orders')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@Roles(Role.Admin)
@Controller('admin/payments/test-refunds')
export class TestRefundsAdminController {
  constructor(private readonly testRefunds: TestRefundsService) {}

  @Post(':refundId/fail')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TestRefundFailedDto, description: 'Testmodus: die Erstattung ist fehlgeschlagen, wie Stripe es mit refund.failed meldet' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unbekannter Grund' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Keine solche Testerstattung, oder kein Testmodus' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Schon fehlgeschlagen' })
  failTestRefund(@Param('refundId') refundId: string, @Body() body: FailTestRefundDto): Promise<TestRefundFailedDto> {
    return this.testRefunds.fail(refundId, body.reason);
  }
}
