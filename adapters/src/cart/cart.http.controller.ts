import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AddBouquetToCart, AddToCart, CartQuery, ClearCart, RemoveCartLine, SetCartLineQuantity } from '@shop/application';
import { type CartCountResponseDto, type CartResponseDto } from '@shop/domain';
import { CART_LINE_ID } from '../http/entity-id.pipe';
import { unwrap } from '../http/result-to-http';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { AddBouquetRequestDto } from './dto/add-bouquet.request.dto';
import { AddToCartRequestDto } from './dto/add-to-cart.request.dto';
import { SetQuantityRequestDto } from './dto/set-quantity.request.dto';


/** The caller's own cart; lines are always looked up together with the caller's id. */
@Controller('api/cart')
@UseGuards(JwtAuthGuard)
export class CartHttpController {
  constructor(
    private readonly cart: CartQuery,
    private readonly addToCart: AddToCart,
    private readonly addBouquetToCart: AddBouquetToCart,
    private readonly setLineQuantity: SetCartLineQuantity,
    private readonly removeLine: RemoveCartLine,
    private readonly clearCart: ClearCart,
  ) {}

  @Get()
  async items(@CurrentUser() caller: AuthenticatedUser): Promise<CartResponseDto> {
    return { items: await this.cart.items(caller.id) };
  }

  @Get('count')
  async count(@CurrentUser() caller: AuthenticatedUser): Promise<CartCountResponseDto> {
    return { count: await this.cart.count(caller.id) };
  }

  @Post('add')
  @HttpCode(200)
  async add(@CurrentUser() caller: AuthenticatedUser, @Body() body: AddToCartRequestDto) {
    unwrap(await this.addToCart.execute(caller.id, body.product_id, body.quantity));
    return { success: true, message: 'Товар добавлен в корзину' };
  }

  @Post('add-bouquet')
  @HttpCode(200)
  async addBouquet(@CurrentUser() caller: AuthenticatedUser, @Body() body: AddBouquetRequestDto) {
    unwrap(await this.addBouquetToCart.execute(caller.id, body.items));
    return { success: true, message: 'Букет добавлен в корзину' };
  }

  @Delete('clear')
  @HttpCode(204)
  async clear(@CurrentUser() caller: AuthenticatedUser): Promise<void> {
    await this.clearCart.execute(caller.id);
  }

  @Delete('remove/:id')
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id', CART_LINE_ID) id: number): Promise<CartCountResponseDto> {
    unwrap(await this.removeLine.execute(caller.id, id));
    return { count: await this.cart.count(caller.id) };
  }

  /** Quantity of a product line, or of a bouquet line named by composition_id (≤ 0 removes it). */
  @Put(':productId')
  async setQuantity(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('productId') productId: string,
    @Body() body: SetQuantityRequestDto,
  ): Promise<CartCountResponseDto> {
    // A bouquet line is named by composition_id, with 0 in the path.
    const line = body.composition_id !== undefined ? { lineId: body.composition_id } : { productId: CART_LINE_ID.transform(productId) };
    unwrap(await this.setLineQuantity.execute(caller.id, line, body.quantity));
    return { count: await this.cart.count(caller.id) };
  }
}
