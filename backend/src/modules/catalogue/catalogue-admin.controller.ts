import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { readUpload, UploadRoute } from '../../common/http/read-upload';
import { CategoryAdminService } from './category-admin.service';
import { AdminProductDto, AdminProductPageDto } from './dto/admin-product.dto';
import { AdminCategoryDto, AdminCategoryListDto, DeleteCategoryResultDto, SaveCategoryDto } from './dto/category.dto';
import { AdminProductListQueryDto } from './dto/product-list-query.dto';
import { ProductStatsDto } from './dto/product-stats.dto';
import { SaveProductDto } from './dto/save-product.dto';
import { IMAGE_UPLOAD, ProductAdminService } from './product-admin.service';
import { ProductStatsService } from './product-stats.service';

/** Back office: products, their images and categories. Administrators only. */
@ApiTags('admin-catalogue')
@Roles(Role.Admin)
@Controller('admin')
export class CatalogueAdminController {
  constructor(
    private readonly products: ProductAdminService,
    private readonly stats: ProductStatsService,
    private readonly categories: CategoryAdminService,
  ) {}

  @Get('products')
  @ApiOkResponse({ type: AdminProductPageDto })
  getAdminProducts(@Query() query: AdminProductListQueryDto): Promise<AdminProductPageDto> {
    return this.products.getProducts(query);
  }

  @Get('products/stats')
  @ApiOkResponse({ type: ProductStatsDto })
  getProductStats(): Promise<ProductStatsDto> {
    return this.stats.getProductStats();
  }

  @Get('products/:id')
  @ApiOkResponse({ type: AdminProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getAdminProduct(@Param('id', ParseUUIDPipe) id: string): Promise<AdminProductDto> {
    return this.products.getProduct(id);
  }

  @Post('products')
  @ApiOkResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Pflichtfelder fehlen oder Eingaben ungültig' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Artikelnummer bereits vergeben' })
  createProduct(@Body() body: SaveProductDto, @CurrentUser() user: AuthUser): Promise<AdminProductDto> {
    return this.products.createProduct(body, user.id);
  }

  @Put('products/:id')
  @ApiOkResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  updateProduct(@Param('id', ParseUUIDPipe) id: string, @Body() body: SaveProductDto, @CurrentUser() user: AuthUser): Promise<AdminProductDto> {
    return this.products.updateProduct(id, body, user.id);
  }

  @Delete('products/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Produkt deaktiviert (weiches Löschen)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits gelöscht' })
  deleteProduct(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() user: AuthUser): Promise<void> {
    return this.products.deleteProduct(id, user.id);
  }

  @Post('products/:id/images')
  @UploadRoute()
  @ApiOkResponse({ type: AdminProductDto })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Kein JPEG, PNG oder WEBP' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Größer als 5 MB' })
  async uploadProductImage(@Param('id', ParseUUIDPipe) id: string, @Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<AdminProductDto> {
    return this.products.uploadProductImage(id, await readUpload(request, IMAGE_UPLOAD), user.id);
  }

  @Delete('products/:id/images')
  @ApiQuery({ name: 'url', description: 'Adresse des Bildes, wie in imageUrls' })
  @ApiOkResponse({ type: AdminProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  removeProductImage(@Param('id', ParseUUIDPipe) id: string, @Query('url') url: string, @CurrentUser() user: AuthUser): Promise<AdminProductDto> {
    return this.products.removeProductImage(id, url ?? '', user.id);
  }

  @Get('categories')
  @ApiOkResponse({ type: AdminCategoryListDto })
  getAdminCategories(): Promise<AdminCategoryListDto> {
    return this.categories.getCategories();
  }

  @Post('categories')
  @ApiOkResponse({ type: AdminCategoryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Name auf dieser Ebene bereits vergeben' })
  createCategory(@Body() body: SaveCategoryDto, @CurrentUser() user: AuthUser): Promise<AdminCategoryDto> {
    return this.categories.createCategory(body, user.id);
  }

  @Put('categories/:id')
  @ApiOkResponse({ type: AdminCategoryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  updateCategory(@Param('id', ParseUUIDPipe) id: string, @Body() body: SaveCategoryDto, @CurrentUser() user: AuthUser): Promise<AdminCategoryDto> {
    return this.categories.updateCategory(id, body, user.id);
  }

  @Delete('categories/:id')
  @ApiOkResponse({ type: DeleteCategoryResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  deleteCategory(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() user: AuthUser): Promise<DeleteCategoryResultDto> {
    return this.categories.deleteCategory(id, user.id);
  }
}
