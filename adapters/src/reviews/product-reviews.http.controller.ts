import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ProductReviewsQuery } from '@shop/application';
import type { ProductReviewsDto } from '@shop/domain';
import { PRODUCT_ID } from '../http/entity-id.pipe';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { PRODUCT_REVIEWS } from '../http/openapi/review.schemas';
import { unwrap } from '../http/result-to-http';
import { Public } from '../security/access.decorators';

/** The published reviews a product page shows (the server renders them into the page). */
@ApiTags('catalogue')
@Public()
@Controller('api/products')
export class ProductReviewsHttpController {
  constructor(private readonly reviews: ProductReviewsQuery) {}

  @Get(':id/reviews')
  @Answers(200, PRODUCT_REVIEWS)
  @ApiIdParam('id')
  @ApiErrors(404)
  async reviewsOf(@Param('id', PRODUCT_ID) id: number): Promise<ProductReviewsDto> {
    return unwrap(await this.reviews.execute(id));
  }
}
