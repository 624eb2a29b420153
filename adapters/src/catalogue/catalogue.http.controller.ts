import { Controller, Get, HttpStatus, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StorefrontCatalogueQuery } from '@shop/application';
import { CATALOGUE_ERRORS, type FlowerDto, type ProductDto } from '@shop/domain';
import { ApiError } from '../http/api-error';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { FLOWER, PRODUCT } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { PRODUCT_ID } from '../http/entity-id.pipe';
import { Public } from '../security/access.decorators';

@ApiTags('catalogue')
@Public()
@Controller('api')
export class CatalogueHttpController {
  constructor(private readonly catalogue: StorefrontCatalogueQuery) {}

  @Get('products')
  @Answers(200, arrayOf(PRODUCT))
  listProducts(): Promise<ProductDto[]> {
    return this.catalogue.listProducts();
  }

  @Get('products/:id')
  @Answers(200, PRODUCT)
  @ApiIdParam('id')
  @ApiErrors(404)
  async getProduct(@Param('id', PRODUCT_ID) id: number): Promise<ProductDto> {
    const product = await this.catalogue.findProduct(id);
    if (!product) throw new ApiError(HttpStatus.NOT_FOUND, CATALOGUE_ERRORS.productNotFound.message);
    return product;
  }

  @Get('flowers')
  @Answers(200, arrayOf(FLOWER))
  listFlowers(): Promise<FlowerDto[]> {
    return this.catalogue.listFlowers();
  }
}
