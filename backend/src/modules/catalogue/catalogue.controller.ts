import { Controller, Get, Header, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../../common/auth/decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CatalogueService } from './catalogue.service';
import { CategoryDto } from './dto/category.dto';
import { HomeDto } from './dto/home.dto';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import { ProductDto, ProductPageDto } from './dto/product.dto';

/** The storefront: open to visitors; a dealer's bearer token adds his EK. */
@ApiTags('catalogue')
@ApiBearerAuth()
@Controller('catalogue')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('products')
  @Public()
  @ApiOkResponse({ type: ProductPageDto })
  @Header('Content-Type', 'application/json; charset=utf-8')
  getProducts(@Query() query: ProductListQueryDto, @CurrentUser() user?: AuthUser): Promise<Buffer> {
    // A ProductPageDto, serialised once per cache entry (CatalogueService.getProductsBody).
    return this.catalogue.getProductsBody(query, user);
  }

  @Get('products/:id')
  @Public()
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Produkt nicht gefunden' })
  getProduct(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() user?: AuthUser): Promise<ProductDto> {
    return this.catalogue.getProduct(id, user);
  }

  @Get('categories')
  @Public()
  @ApiOkResponse({ type: [CategoryDto] })
  getCategories(): Promise<CategoryDto[]> {
    return this.catalogue.getCategories();
  }

  @Get('home')
  @Public()
  @ApiOkResponse({ type: HomeDto })
  getHome(@CurrentUser() user?: AuthUser): Promise<HomeDto> {
    return this.catalogue.getHome(user);
  }
}
