import { Body, Controller, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminProductsQuery, CreateProduct, SetProductVisibility, UpdateProduct, UploadProductImage, type ProductForm } from '@shop/application';
import { type AdminManagedProductDto, type ImageUploadResponseDto, type ProductCreatedResponseDto, type SuccessResponseDto } from '@shop/domain';
import { AnswersPage, adminListRequest, sendPage } from '../http/admin-list';
import { Answers, ApiErrors, ApiIdParam, ApiImageUpload } from '../http/openapi/api.decorators';
import { IMAGE_UPLOADED, MANAGED_PRODUCT, PRODUCT_CREATED, SUCCESS } from '../http/openapi/contract.schemas';
import { unwrap } from '../http/result-to-http';
import { PRODUCT_ID } from '../http/entity-id.pipe';
import { uploadedImage } from '../http/uploaded-file';
import { AdminOnly } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { ProductRequestDto, VisibilityRequestDto } from './dto/product.request.dto';

const productForm = (body: ProductRequestDto): ProductForm => ({
  title: body.title,
  description: body.description,
  category: body.category,
  price: body.price,
  priceFrom: body.price_from ?? false,
  images: body.images,
  visible: body.is_visible ?? true,
  stock: body.stock,
  leadDays: body.lead_days,
});

/** Product management: every call needs a valid token (401) and the admin role in the database (403). */
@ApiTags('admin: products')
@Controller('api/admin')
@AdminOnly()
export class AdminProductsHttpController {
  constructor(
    private readonly productList: AdminProductsQuery,
    private readonly createProduct: CreateProduct,
    private readonly updateProduct: UpdateProduct,
    private readonly setProductVisibility: SetProductVisibility,
    private readonly uploadImage: UploadProductImage,
  ) {}

  /** Every product on the first page, then those of the next page's orders: see AdminProductsQuery. */
  @Get('products')
  @AnswersPage(MANAGED_PRODUCT)
  async products(@Query() query: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminManagedProductDto[]> {
    return sendPage(request, reply, await this.productList.execute(adminListRequest(query)));
  }

  @Post('products')
  @Answers(201, PRODUCT_CREATED)
  @ApiErrors(400)
  async create(@CurrentUser() admin: AuthenticatedUser, @Body() body: ProductRequestDto): Promise<ProductCreatedResponseDto> {
    return { product_id: unwrap(await this.createProduct.execute(productForm(body), admin.id)) };
  }

  @Put('products/:productId')
  @Answers(200, SUCCESS)
  @ApiIdParam('productId')
  @ApiErrors(400, 404)
  async update(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('productId', PRODUCT_ID) id: number,
    @Body() body: ProductRequestDto,
  ): Promise<SuccessResponseDto> {
    unwrap(await this.updateProduct.execute(id, productForm(body), admin.id));
    return { success: true };
  }

  @Put('products/:productId/visibility')
  @Answers(200, SUCCESS)
  @ApiIdParam('productId')
  @ApiErrors(400, 404)
  async setVisibility(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('productId', PRODUCT_ID) id: number,
    @Body() body: VisibilityRequestDto,
  ): Promise<SuccessResponseDto> {
    unwrap(await this.setProductVisibility.execute(id, body.is_visible, admin.id));
    return { success: true };
  }

  /** One image per request (multipart field "file"); the type is read from the bytes. */
  @Post('uploads')
  @Answers(201, IMAGE_UPLOADED)
  @ApiImageUpload()
  async upload(@Req() request: FastifyRequest): Promise<ImageUploadResponseDto> {
    return { url: unwrap(await this.uploadImage.execute(await uploadedImage(request))) };
  }
}
