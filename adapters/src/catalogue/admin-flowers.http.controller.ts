import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminFlowersQuery, CreateFlower, UpdateFlower } from '@shop/application';
import type { AdminFlowerDto } from '@shop/domain';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { ADMIN_FLOWER } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { FLOWER_ID } from '../http/entity-id.pipe';
import { AdminOnly } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { FlowerChangeRequestDto, FlowerRequestDto } from './dto/flower.request.dto';

/** «Цветы»: the constructor's flowers as the shop manages them; every call needs a valid token (401) and the admin role (403). */
@ApiTags('admin: flowers')
@Controller('api/admin/flowers')
@AdminOnly()
export class AdminFlowersHttpController {
  constructor(
    private readonly flowerList: AdminFlowersQuery,
    private readonly createFlower: CreateFlower,
    private readonly updateFlower: UpdateFlower,
  ) {}

  @Get()
  @Answers(200, arrayOf(ADMIN_FLOWER))
  flowers(): Promise<AdminFlowerDto[]> {
    return this.flowerList.execute();
  }

  @Post()
  @Answers(201, ADMIN_FLOWER)
  @ApiErrors(400)
  async create(@CurrentUser() admin: AuthenticatedUser, @Body() body: FlowerRequestDto): Promise<AdminFlowerDto> {
    return unwrap(await this.createFlower.execute(body, admin.id));
  }

  @Put(':id')
  @Answers(200, ADMIN_FLOWER)
  @ApiIdParam('id', 'A constructor flower')
  @ApiErrors(400, 404)
  async update(@CurrentUser() admin: AuthenticatedUser, @Param('id', FLOWER_ID) id: number, @Body() body: FlowerChangeRequestDto): Promise<AdminFlowerDto> {
    return unwrap(await this.updateFlower.execute(id, body, admin.id));
  }
}
