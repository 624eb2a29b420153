import { Controller, Get, HttpStatus, Param, Query, Req, Res, applyDecorators } from '@nestjs/common';
import { ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StorefrontCatalogueQuery } from '@shop/application';
import {
  CATALOGUE_ERRORS,
  CATALOGUE_PAGE_SIZE,
  CATEGORY_CODES,
  MAX_CATALOGUE_PAGE_SIZE,
  PRODUCT_SORT_ORDERS,
  cataloguePagePath,
  parseCataloguePageRequest,
  type CataloguePageRequest,
  type FlowerDto,
  type ProductDto,
} from '@shop/domain';
import { ApiError } from '../http/api-error';
import { AnswersBeforeRouting } from '../http/answers-before-routing';
import { AnswersPrepared, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { ERROR, FLOWER, PRODUCT } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { PRODUCT_ID } from '../http/entity-id.pipe';
import { queryRecord } from '../http/query-record';
import { PreparedAnswer, PreparedAnswers, preparedReplyNow, sendPrepared, type SentAnswer } from '../http/prepared-answer';
import { unwrap } from '../http/result-to-http';
import { Public } from '../security/access.decorators';

/**
 * The pages the storefront asks for (a category's pages of CATALOGUE_PAGE_SIZE, the first few of
 * one): few enough to keep prepared; any other offset and size is answered but not kept.
 */
const storefrontAsks = ({ offset, limit }: CataloguePageRequest): boolean =>
  (limit === CATALOGUE_PAGE_SIZE && offset % CATALOGUE_PAGE_SIZE === 0) || (offset === 0 && limit < CATALOGUE_PAGE_SIZE);

const pageKey = ({ category, sort, offset, limit }: CataloguePageRequest): string => `products:${category}:${sort}:${offset}:${limit}`;

const ApiCataloguePage = () =>
  applyDecorators(
    ApiQuery({ name: 'category', required: false, schema: { type: 'string', enum: [...CATEGORY_CODES] }, description: 'A page of this category only' }),
    ApiQuery({
      name: 'sort',
      required: false,
      schema: { type: 'string', enum: [...PRODUCT_SORT_ORDERS] },
      description: 'The order; none keeps the catalogue’s',
    }),
    ApiQuery({ name: 'offset', required: false, schema: { type: 'integer', minimum: 0, default: 0 }, description: 'How many of the order to skip' }),
    ApiQuery({
      name: 'limit',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: MAX_CATALOGUE_PAGE_SIZE, default: CATALOGUE_PAGE_SIZE },
      description: 'Products per page',
    }),
    ApiResponse({
      status: 400,
      description: 'A parameter is not one of the above',
      schema: ERROR,
    }),
  );

/**
 * The public catalogue. Every page and cart reads it and it changes rarely, so each answer is
 * serialised and compressed once per catalogue version and revalidated by its ETag (304); a
 * repeat request for an answer's own address is answered before routing (AnswersBeforeRouting).
 */
@ApiTags('catalogue')
@Public()
@Controller('api')
export class CatalogueHttpController {
  private readonly answers = new PreparedAnswers();

  constructor(
    private readonly catalogue: StorefrontCatalogueQuery,
    private readonly beforeRouting: AnswersBeforeRouting,
  ) {}

  @Get('products')
  @AnswersPrepared(arrayOf(PRODUCT))
  @ApiCataloguePage()
  async listProducts(@Query() query: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<SentAnswer<ProductDto[]>> {
    const page = unwrap(parseCataloguePageRequest(queryRecord(query)));
    const version = await this.catalogue.version();
    if (!page) return this.send(request, reply, version, await this.answers.of(version, 'products', () => this.catalogue.listProducts()), '/api/products');
    const prepare = () => this.pageAnswer(page);
    if (!storefrontAsks(page)) return sendPrepared(request, reply, await prepare());
    return this.send(request, reply, version, await this.answers.prepared(version, pageKey(page), prepare), cataloguePagePath(page));
  }

  /** Sends an answer kept for this catalogue version; asked for at its own address, it is answered there before routing from now on. */
  private send<T>(request: FastifyRequest, reply: FastifyReply, version: string, answer: PreparedAnswer<T>, address: string): Promise<SentAnswer<T>> {
    if (request.url === address) {
      this.beforeRouting.keep(address, {
        holdsFor: () => this.catalogue.heldVersion() === version,
        replyNow: (again) => preparedReplyNow(again, answer),
      });
    }
    return sendPrepared(request, reply, answer);
  }

  /** The page's products, with how many match in all and (when there is more) the address of the next page. */
  private async pageAnswer(page: CataloguePageRequest): Promise<PreparedAnswer<ProductDto[]>> {
    const { items, total, next } = await this.catalogue.listProductsPage(page);
    const headers: Record<string, string> = { 'X-Total-Count': String(total) };
    if (next !== null) headers.Link = `<${cataloguePagePath({ ...page, offset: next })}>; rel="next"`;
    return PreparedAnswer.of(items, headers);
  }

  @Get('products/:id')
  @AnswersPrepared(PRODUCT)
  @ApiIdParam('id')
  @ApiErrors(404)
  async getProduct(@Param('id', PRODUCT_ID) id: number, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<SentAnswer<ProductDto>> {
    const version = await this.catalogue.version();
    const answer = await this.answers.get(version, `product:${id}`, () => this.catalogue.findProduct(id));
    if (!answer) throw new ApiError(HttpStatus.NOT_FOUND, CATALOGUE_ERRORS.productNotFound.message);
    return this.send(request, reply, version, answer, `/api/products/${id}`);
  }

  @Get('flowers')
  @AnswersPrepared(arrayOf(FLOWER))
  async listFlowers(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<SentAnswer<FlowerDto[]>> {
    const version = await this.catalogue.version();
    return this.send(request, reply, version, await this.answers.of(version, 'flowers', () => this.catalogue.listFlowers()), '/api/flowers');
  }
}
