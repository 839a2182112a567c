import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Query, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AdminOrderQueryDto } from './dto/order-query.dto';
import { AdminOrderDto, AdminOrderPageDto } from './dto/order.dto';
import { UpdateOrderDto } from './dto/update-order.dto';
import { OrdersAdminService } from './orders-admin.service';
import { OrdersService } from './orders.service';
import { DeliveryNoteService } from './delivery-note/delivery-note.service';

@ApiTags('admin-orders')
@Roles(Role.Admin)
@Controller('admin/orders')
export class OrdersAdminController {
  constructor(
    private readonly orders: OrdersService,
    private readonly admin: OrdersAdminService,
    private readonly deliveryNotes: DeliveryNoteService,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminOrderPageDto })
  getAdminOrders(@Query() query: AdminOrderQueryDto): Promise<AdminOrderPageDto> {
    return this.orders.listAdminOrders(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getAdminOrder(@Param('id', ParseUUIDPipe) id: string): Promise<AdminOrderDto> {
    return this.orders.getAdminOrder(id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bestand reicht nicht, um die Stornierung aufzuheben' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  updateOrder(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateOrderDto): Promise<AdminOrderDto> {
    return this.admin.updateOrder(user, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Bestellung gelöscht; nicht stornierte geben ihren Bestand zurück' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Bestellung hat eine Rechnung: stornieren statt löschen' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  deleteOrder(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.admin.deleteOrder(user, id);
  }

  @Get(':id/delivery-note.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Lieferschein (PDF), wie ihn der Händler erhält' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Bestellung ist noch nicht versandt' })
  downloadAdminDeliveryNote(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return this.deliveryNotes.download(id);
  }
}
