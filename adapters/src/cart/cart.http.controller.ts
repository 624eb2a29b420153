import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AddBouquetToCart, AddToCart, CartPromoQuery, CartQuery, ClearCart, RemoveCartLine, SetCartLineQuantity } from '@shop/application';
import type { CartAddResponseDto, CartCountResponseDto, CartResponseDto } from '@shop/domain';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { CART, CART_ADDED, CART_COUNT } from '../http/openapi/contract.schemas';
import { ID_SCHEMA } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { RateLimited } from '../http/rate-limits';
import { CART_LINE_ID } from '../http/entity-id.pipe';
import { SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { AddBouquetRequestDto } from './dto/add-bouquet.request.dto';
import { AddToCartRequestDto } from './dto/add-to-cart.request.dto';
import { SetQuantityRequestDto } from './dto/set-quantity.request.dto';

/** The caller's own cart; lines are always looked up together with the caller's id. */
@ApiTags('cart')
@Controller('api/cart')
@SignedIn()
export class CartHttpController {
  constructor(
    private readonly cart: CartQuery,
    private readonly cartPromo: CartPromoQuery,
    private readonly addToCart: AddToCart,
    private readonly addBouquetToCart: AddBouquetToCart,
    private readonly setLineQuantity: SetCartLineQuantity,
    private readonly removeLine: RemoveCartLine,
    private readonly clearCart: ClearCart,
  ) {}

  @Get()
  @Answers(200, CART)
  async items(@CurrentUser() caller: AuthenticatedUser): Promise<CartResponseDto> {
    const [items, promo] = await Promise.all([this.cart.items(caller.id), this.cartPromo.execute(caller.id)]);
    return { items, promo };
  }

  @Get('count')
  @Answers(200, CART_COUNT)
  async count(@CurrentUser() caller: AuthenticatedUser): Promise<CartCountResponseDto> {
    return { count: await this.cart.count(caller.id) };
  }

  @Post('add')
  @RateLimited('cart')
  @Answers(200, CART_ADDED)
  @ApiErrors(400, 409)
  async add(@CurrentUser() caller: AuthenticatedUser, @Body() body: AddToCartRequestDto): Promise<CartAddResponseDto> {
    unwrap(await this.addToCart.execute(caller.id, body.product_id, body.quantity));
    return { success: true, message: 'Товар добавлен в корзину' };
  }

  @Post('add-bouquet')
  @RateLimited('cart')
  @Answers(200, CART_ADDED)
  @ApiErrors(400, 409)
  async addBouquet(@CurrentUser() caller: AuthenticatedUser, @Body() body: AddBouquetRequestDto): Promise<CartAddResponseDto> {
    unwrap(await this.addBouquetToCart.execute(caller.id, body.items));
    return { success: true, message: 'Букет добавлен в корзину' };
  }

  @Delete('clear')
  @RateLimited('cart')
  @Answers(204)
  async clear(@CurrentUser() caller: AuthenticatedUser): Promise<void> {
    await this.clearCart.execute(caller.id);
  }

  @Delete('remove/:lineId')
  @RateLimited('cart')
  @Answers(200, CART_COUNT)
  @ApiIdParam('lineId', "A line of the caller's own cart (CartItem.id)")
  @ApiErrors(404)
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('lineId', CART_LINE_ID) id: number): Promise<CartCountResponseDto> {
    unwrap(await this.removeLine.execute(caller.id, id));
    return { count: await this.cart.count(caller.id) };
  }

  /** Quantity of a product line, or of a bouquet line named by composition_id (≤ 0 removes it). */
  @Put(':productId')
  @RateLimited('cart')
  @Answers(200, CART_COUNT)
  @ApiParam({
    name: 'productId',
    schema: { ...ID_SCHEMA, minimum: 0 },
    description: 'The product of the line; 0 when composition_id names a collected bouquet',
  })
  @ApiErrors(400, 404, 409)
  async setQuantity(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('productId') productId: string,
    @Body() body: SetQuantityRequestDto,
  ): Promise<CartCountResponseDto> {
    const line = body.composition_id !== undefined ? { lineId: body.composition_id } : { productId: CART_LINE_ID.transform(productId) };
    unwrap(await this.setLineQuantity.execute(caller.id, line, body.quantity));
    return { count: await this.cart.count(caller.id) };
  }
}
