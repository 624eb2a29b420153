import { Controller, Get, HttpStatus, Param } from '@nestjs/common';
import { StorefrontCatalogueQuery } from '@shop/application';
import { CATALOGUE_ERRORS, type FlowerDto, type ProductDto } from '@shop/domain';
import { ApiError } from '../http/api-error';

@Controller('api')
export class CatalogueHttpController {
  constructor(private readonly catalogue: StorefrontCatalogueQuery) {}

  @Get('products')
  listProducts(): Promise<ProductDto[]> {
    return this.catalogue.listProducts();
  }

  @Get('products/:id')
  async getProduct(@Param('id') id: string): Promise<ProductDto> {
    const product = /^\d{1,9}$/.test(id) ? await this.catalogue.findProduct(Number(id)) : null;
    if (!product) throw new ApiError(HttpStatus.NOT_FOUND, CATALOGUE_ERRORS.productNotFound.message);
    return product;
  }

  @Get('flowers')
  listFlowers(): Promise<FlowerDto[]> {
    return this.catalogue.listFlowers();
  }
}
