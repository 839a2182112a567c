import { applyDecorators } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiNotFoundResponse, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/http/error-response.dto';

/** The answers every refund through the payment provider may give besides its own 200 and 409. */
export const ProviderRefundResponses = () =>
  applyDecorators(
    ApiNotFoundResponse({ type: ErrorResponseDto }),
    ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'Stripe hat die Erstattung abgelehnt; nichts geändert' }),
    ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'Stripe nicht erreichbar; nichts geändert' }),
  );
