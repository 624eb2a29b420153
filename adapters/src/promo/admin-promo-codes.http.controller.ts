import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DeletePromoCode, PromoCodesQuery, SavePromoCode } from '@shop/application';
import { promoTermsInput, type AdminPromoCodeDto } from '@shop/domain';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { ADMIN_PROMO_CODE } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { PROMO_CODE_ID } from '../http/entity-id.pipe';
import { AdminOnly } from '../security/access.decorators';
import { PromoCodeRequestDto } from './dto/promo-code.request.dto';

/** «Промокоды»: the owner's promo codes (`shop.manage`; a florist gets 403). */
@ApiTags('admin: promo codes')
@Controller('api/admin/promo-codes')
@AdminOnly()
export class AdminPromoCodesHttpController {
  constructor(
    private readonly promoCodes: PromoCodesQuery,
    private readonly savePromoCode: SavePromoCode,
    private readonly deletePromoCode: DeletePromoCode,
  ) {}

  @Get()
  @Answers(200, arrayOf(ADMIN_PROMO_CODE))
  list(): Promise<AdminPromoCodeDto[]> {
    return this.promoCodes.execute();
  }

  @Post()
  @Answers(201, ADMIN_PROMO_CODE)
  @ApiErrors(400, 409)
  async create(@Body() body: PromoCodeRequestDto): Promise<AdminPromoCodeDto> {
    return unwrap(await this.savePromoCode.create(promoTermsInput(body)));
  }

  @Put(':id')
  @Answers(200, ADMIN_PROMO_CODE)
  @ApiIdParam('id', 'A promo code')
  @ApiErrors(400, 404, 409)
  async update(@Param('id', PROMO_CODE_ID) id: number, @Body() body: PromoCodeRequestDto): Promise<AdminPromoCodeDto> {
    return unwrap(await this.savePromoCode.update(id, promoTermsInput(body)));
  }

  @Delete(':id')
  @Answers(204)
  @ApiIdParam('id', 'A promo code no order carried')
  @ApiErrors(404, 409)
  async remove(@Param('id', PROMO_CODE_ID) id: number): Promise<void> {
    unwrap(await this.deletePromoCode.execute(id));
  }
}
