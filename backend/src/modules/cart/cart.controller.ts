import { Body, Controller, Delete, Get, Headers, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { prefersMinimalReturn, RETURN_MINIMAL } from '../../common/http/prefer';
import { readUpload, UploadRoute } from '../../common/http/read-upload';
import { CartBulkService, ORDER_LIST_UPLOAD } from './cart-bulk.service';
import { BulkCartAnswerDto, BulkCartDto, BulkCartPreviewDto } from './dto/bulk-cart.dto';
import { companyScope } from '../../common/auth/company-scope';
import { AuthUser, CurrentUser, MayOrder, RequireApproval, Roles, SignInMessage } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CART_PENDING_APPROVAL, CART_SIGN_IN, CartService } from './cart.service';
import { CartCountDto } from './dto/cart-count.dto';
import { CartDto, CartLineAddedDto } from './dto/cart.dto';
import { AddCartItemDto, CartQueryDto, UpdateCartItemDto } from './dto/cart-input.dto';

/** The dealer's cart: approved dealers only (403 'Freischaltung ausstehend …' otherwise). */
@ApiTags('cart')
@Roles(Role.Dealer)
@RequireApproval(CART_PENDING_APPROVAL)
@SignInMessage(CART_SIGN_IN)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Händlerkonto noch nicht freigeschaltet' })
@Controller('cart')
export class CartController {
  constructor(
    private readonly cart: CartService,
    private readonly bulk: CartBulkService,
  ) {}

  @Get()
  @ApiOkResponse({ type: CartDto })
  getCart(@CurrentUser() user: AuthUser, @Query() query: CartQueryDto): Promise<CartDto> {
    return this.cart.getCart(user.id, query.delivery);
  }

  @Delete()
  @MayOrder()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Warenkorb geleert' })
  clearCart(@CurrentUser() user: AuthUser): Promise<void> {
    return this.cart.clear(user.id);
  }

  @Get('count')
  @ApiOkResponse({ type: CartCountDto })
  async getCartCount(@CurrentUser() user: AuthUser): Promise<CartCountDto> {
    return { count: await this.cart.countItems(user.id) };
  }

  @Post('items')
  @MayOrder()
  @ApiHeader({ name: 'Prefer', required: false, description: '`return=minimal` (RFC 7240): Antwort nur mit der geänderten Position' })
  @ApiExtraModels(CartDto, CartLineAddedDto)
  @ApiCreatedResponse({
    description:
      'Menge einer vorhandenen Position wird erhöht. Antwort: der ganze Warenkorb, oder mit `Prefer: return=minimal` nur die Position ' +
      '(dann mit `Preference-Applied: return=minimal`)',
    schema: { oneOf: [{ $ref: getSchemaPath(CartDto) }, { $ref: getSchemaPath(CartLineAddedDto) }] },
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Nicht genug Bestand, ausverkauft oder nicht mehr erhältlich' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async addCartItem(
    @CurrentUser() user: AuthUser,
    @Body() body: AddCartItemDto,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartDto | CartLineAddedDto> {
    if (!prefersMinimalReturn(prefer)) return this.cart.addItem(user.id, companyScope(user), body, user.approvedDiscount);
    const line = await this.cart.addLine(user.id, companyScope(user), body);
    reply.header('Preference-Applied', RETURN_MINIMAL);
    return line;
  }

  @Post('items/bulk')
  @MayOrder()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BulkCartAnswerDto, description: 'Hinzugefügte und abgelehnte Zeilen (mit Grund); eine Transaktion' })
  addCartItemsBulk(@CurrentUser() user: AuthUser, @Body() body: BulkCartDto): Promise<BulkCartAnswerDto> {
    return this.bulk.addLines(user.id, body.lines.map((line, index) => ({ ...line, line: index + 1 })));
  }

  @Post('items/bulk/preview')
  @HttpCode(HttpStatus.OK)
  @UploadRoute()
  @ApiOkResponse({ type: BulkCartPreviewDto, description: 'Vorschau einer Liste (SKU;Menge, CSV oder XLSX); es wird nichts gespeichert' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Keine CSV- oder XLSX-Datei' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Datei nicht lesbar, leer oder mehr als 1.000 Zeilen' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Größer als 2 MB' })
  async previewCartList(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<BulkCartPreviewDto> {
    return this.bulk.previewList(user.id, await readUpload(request, ORDER_LIST_UPLOAD));
  }

  @Patch('items/:id')
  @MayOrder()
  @ApiOkResponse({ type: CartDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  updateCartItem(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateCartItemDto): Promise<CartDto> {
    return this.cart.updateItem(user.id, companyScope(user), id, body.quantity);
  }

  @Delete('items/:id')
  @MayOrder()
  @ApiOkResponse({ type: CartDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  removeCartItem(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<CartDto> {
    return this.cart.removeItem(user.id, id);
  }
}
