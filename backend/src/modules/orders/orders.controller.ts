import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { companyScope } from '../../common/auth/company-scope';
import { CompanyRole } from '../../common/auth/company-role';
import { AuthUser, CompanyRoles, CurrentUser, MayOrder, RequireApproval, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { prefersMinimalReturn, RETURN_MINIMAL } from '../../common/http/prefer';
import { CheckoutDto } from './dto/checkout.dto';
import { OrderDto, OrderPageDto, OrderSummaryDto } from './dto/order.dto';
import { OrdersService } from './orders.service';
import { ReorderService } from './reorder.service';
import { BulkCartAnswerDto } from '../cart/dto/bulk-cart.dto';
import { CART_PENDING_APPROVAL } from '../cart/cart.service';
import { CHECKOUT_NOT_ALLOWED } from './checkout-messages';
import { PlaceOrderService } from './place-order.service';
import { OrderApprovalService } from './order-approval.service';
import { RejectOrderDto } from './dto/reject-order.dto';
import { OwnOrderQueryDto } from './dto/order-query.dto';
import { DeliveryNoteService } from './delivery-note/delivery-note.service';
import { orderReader } from './order-reader';

/** The orders of the caller's company; another company's order id answers 404. */
@ApiTags('orders')
@Roles(Role.Dealer)
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly placing: PlaceOrderService,
    private readonly orders: OrdersService,
    private readonly reordering: ReorderService,
    private readonly approvals: OrderApprovalService,
    private readonly deliveryNotes: DeliveryNoteService,
  ) {}

  @Post()
  @RequireApproval(CHECKOUT_NOT_ALLOWED)
  @MayOrder()
  @ApiHeader({ name: 'idempotency-key', required: true, description: 'Je Bestellversuch neu; eine Wiederholung liefert dieselbe Bestellung' })
  @ApiHeader({ name: 'Prefer', required: false, description: '`return=minimal` (RFC 7240): Antwort nur mit der Übersicht der Bestellung wie in der Liste' })
  @ApiExtraModels(OrderDto, OrderSummaryDto)
  @ApiCreatedResponse({
    description:
      'Die Bestellung, oder mit `Prefer: return=minimal` ihre Übersicht wie in der Liste (dann mit `Preference-Applied: return=minimal`)',
    schema: { oneOf: [{ $ref: getSchemaPath(OrderDto) }, { $ref: getSchemaPath(OrderSummaryDto) }] },
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nicht freigeschaltet' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bestand reicht nicht (der Artikel wird genannt)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Warenkorb leer, außerhalb des Liefergebiets, Express nach 12 Uhr' })
  async placeOrder(
    @CurrentUser() user: AuthUser,
    @Body() body: CheckoutDto,
    @Headers('idempotency-key') key: string | undefined,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderDto | OrderSummaryDto> {
    if (!prefersMinimalReturn(prefer)) return this.placing.placeOrder(user, body, key);
    const summary = await this.placing.placeOrder(user, body, key, 'summary');
    reply.header('Preference-Applied', RETURN_MINIMAL);
    return summary;
  }

  @Get()
  @ApiOkResponse({ type: OrderPageDto })
  getOrders(@CurrentUser() user: AuthUser, @Query() query: OwnOrderQueryDto): Promise<OrderPageDto> {
    return this.orders.listOwnOrders(orderReader(user), query);
  }

  @Post(':id/reorder')
  @HttpCode(HttpStatus.OK)
  @RequireApproval(CART_PENDING_APPROVAL)
  @MayOrder()
  @ApiOkResponse({ type: BulkCartAnswerDto, description: 'Die Positionen liegen zu heutigen Preisen im Warenkorb; Übersprungenes mit Grund' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Bestellung nicht gefunden (auch die eines anderen Händlers)' })
  reorderOrder(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<BulkCartAnswerDto> {
    return this.reordering.reorder(user.id, companyScope(user), id);
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @RequireApproval(CHECKOUT_NOT_ALLOWED)
  @CompanyRoles(CompanyRole.Owner)
  @ApiOkResponse({ type: OrderDto, description: 'Wie jetzt bestellt: heutige Preise, Bestand genommen' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Schon entschieden, oder der Bestand reicht heute nicht' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Bestellung nicht gefunden (auch die einer anderen Firma)' })
  approveOrder(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<OrderDto> {
    return this.approvals.approveOrder(user, orderReader(user), id);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @RequireApproval(CHECKOUT_NOT_ALLOWED)
  @CompanyRoles(CompanyRole.Owner)
  @ApiOkResponse({ type: OrderDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Schon entschieden' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Bestellung nicht gefunden (auch die einer anderen Firma)' })
  rejectOrder(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: RejectOrderDto): Promise<OrderDto> {
    return this.approvals.rejectOrder(user, orderReader(user), id, body.reason);
  }

  @Get(':id')
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Bestellung nicht gefunden' })
  getOrder(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<OrderDto> {
    return this.orders.getOwnOrder(orderReader(user), id);
  }

  @Get(':id/delivery-note.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Lieferschein (PDF); an eine Streckengeschäft-Adresse mit Ihrer Firma als Absender, ohne Preise' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Bestellung nicht gefunden' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Bestellung ist noch nicht versandt' })
  downloadDeliveryNote(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return this.deliveryNotes.download(id, companyScope(user));
  }
}
