import { Body, Controller, Delete, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApplyCartPromo, RemoveCartPromo } from '@shop/application';
import type { CartPromoDto } from '@shop/domain';
import { Answers, ApiErrors } from '../http/openapi/api.decorators';
import { CART_PROMO } from '../http/openapi/contract.schemas';
import { RateLimited } from '../http/rate-limits';
import { unwrap } from '../http/result-to-http';
import { SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { CartPromoRequestDto } from './dto/promo-code.request.dto';

/** The promo code of the caller's own cart. */
@ApiTags('cart')
@Controller('api/cart/promo')
@SignedIn()
export class CartPromoHttpController {
  constructor(
    private readonly applyCartPromo: ApplyCartPromo,
    private readonly removeCartPromo: RemoveCartPromo,
  ) {}

  /** The code checked against the cart now: the discount and the new totals, or the Russian reason. */
  @Post()
  @RateLimited('cart')
  @Answers(200, CART_PROMO)
  @ApiErrors(400, 409)
  async apply(@CurrentUser() caller: AuthenticatedUser, @Body() body: CartPromoRequestDto): Promise<CartPromoDto> {
    return unwrap(await this.applyCartPromo.execute(caller.id, body.code));
  }

  @Delete()
  @RateLimited('cart')
  @Answers(204)
  async remove(@CurrentUser() caller: AuthenticatedUser): Promise<void> {
    await this.removeCartPromo.execute(caller.id);
  }
}
