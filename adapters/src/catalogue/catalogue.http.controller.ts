import { Controller, Get, HttpStatus, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StorefrontCatalogueQuery } from '@shop/application';
import { CATALOGUE_ERRORS, type FlowerDto, type ProductDto } from '@shop/domain';
import { ApiError } from '../http/api-error';
import { AnswersPrepared, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { FLOWER, PRODUCT } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { PRODUCT_ID } from '../http/entity-id.pipe';
import { PreparedAnswers, sendPrepared, type SentAnswer } from '../http/prepared-answer';
import { Public } from '../security/access.decorators';

/**
 * The public catalogue. Every page and cart reads it and it changes rarely, so each answer is
 * serialised and compressed once per catalogue version and revalidated by its ETag (304).
 */
@ApiTags('catalogue')
@Public()
@Controller('api')
export class CatalogueHttpController {
  private readonly answers = new PreparedAnswers();

  constructor(private readonly catalogue: StorefrontCatalogueQuery) {}

  @Get('products')
  @AnswersPrepared(arrayOf(PRODUCT))
  async listProducts(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<SentAnswer<ProductDto[]>> {
    const answer = await this.answers.of(await this.catalogue.version(), 'products', () => this.catalogue.listProducts());
    return sendPrepared(request, reply, answer);
  }

  @Get('products/:id')
  @AnswersPrepared(PRODUCT)
  @ApiIdParam('id')
  @ApiErrors(404)
  async getProduct(@Param('id', PRODUCT_ID) id: number, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<SentAnswer<ProductDto>> {
    const answer = await this.answers.get(await this.catalogue.version(), `product:${id}`, () => this.catalogue.findProduct(id));
    if (!answer) throw new ApiError(HttpStatus.NOT_FOUND, CATALOGUE_ERRORS.productNotFound.message);
    return sendPrepared(request, reply, answer);
  }

  @Get('flowers')
  @AnswersPrepared(arrayOf(FLOWER))
  async listFlowers(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<SentAnswer<FlowerDto[]>> {
    const answer = await this.answers.of(await this.catalogue.version(), 'flowers', () => this.catalogue.listFlowers());
    return sendPrepared(request, reply, answer);
  }
}
