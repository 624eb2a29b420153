import { Controller, Get, HttpStatus, Param } from '@nestjs/common';
import { StorefrontCatalogueQuery } from '@shop/application';
import { CATALOGUE_ERRORS, type FlowerDto, type ProductDto } from '@shop/domain';
import { ApiError } from '../http/api-error';
import { PRODUCT_ID } from '../http/entity-id.pipe';

@Controller('api')
export class CatalogueHttpController {
  constructor(private readonly catalogue: StorefrontCatalogueQuery) {}

  @Get('products')
  listProducts(): Promise<ProductDto[]> {
    return this.catalogue.listProducts();
  }

  @Get('products/:id')
  async getProduct(@Param('id', PRODUCT_ID) id: number): Promise<ProductDto> {
    const product = await this.catalogue.findProduct(id);
    if (!product) throw new ApiError(HttpStatus.NOT_FOUND, CATALOGUE_ERRORS.productNotFound.message);
    return product;
  }

  @Get('flowers')
  listFlowers(): Promise<FlowerDto[]> {
    return this.catalogue.listFlowers();
  }
}
