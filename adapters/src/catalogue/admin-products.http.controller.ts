import { Body, Controller, Get, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdminProductsQuery, CreateProduct, SetProductVisibility, UpdateProduct, UploadProductImage, type ProductForm } from '@shop/application';
import type { AdminManagedProductDto } from '@shop/domain';
import { PRODUCT_ID } from '../http/entity-id.pipe';
import { unwrap } from '../http/result-to-http';
import { uploadedImage } from '../http/uploaded-file';
import { AdminGuard } from '../security/admin.guard';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { ProductRequestDto, VisibilityRequestDto } from './dto/product.request.dto';


const productForm = (body: ProductRequestDto): ProductForm => ({
  title: body.title,
  description: body.description,
  category: body.category,
  price: body.price,
  priceFrom: body.price_from ?? false,
  images: body.images,
  visible: body.is_visible ?? true,
});

/** Product management: every call needs a valid token (401) and the admin role in the database (403). */
@Controller('api/admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminProductsHttpController {
  constructor(
    private readonly productList: AdminProductsQuery,
    private readonly createProduct: CreateProduct,
    private readonly updateProduct: UpdateProduct,
    private readonly setProductVisibility: SetProductVisibility,
    private readonly uploadImage: UploadProductImage,
  ) {}

  @Get('products')
  products(): Promise<AdminManagedProductDto[]> {
    return this.productList.execute();
  }

  @Post('products')
  async create(@CurrentUser() admin: AuthenticatedUser, @Body() body: ProductRequestDto): Promise<{ product_id: number }> {
    return { product_id: unwrap(await this.createProduct.execute(productForm(body), admin.id)) };
  }

  @Put('products/:productId')
  async update(@CurrentUser() admin: AuthenticatedUser, @Param('productId', PRODUCT_ID) id: number, @Body() body: ProductRequestDto) {
    unwrap(await this.updateProduct.execute(id, productForm(body), admin.id));
    return { success: true };
  }

  @Put('products/:productId/visibility')
  async setVisibility(@CurrentUser() admin: AuthenticatedUser, @Param('productId', PRODUCT_ID) id: number, @Body() body: VisibilityRequestDto) {
    unwrap(await this.setProductVisibility.execute(id, body.is_visible, admin.id));
    return { success: true };
  }

  /** One image per request (multipart field "file"); the type is read from the bytes. */
  @Post('uploads')
  async upload(@Req() request: FastifyRequest): Promise<{ url: string }> {
    return { url: unwrap(await this.uploadImage.execute(await uploadedImage(request))) };
  }
}
