import { toAdminFlowerDto, type AdminFlowerDto } from '@shop/domain';
import { FlowerRepository } from '../flower.repository.port';

/** GET /api/admin/flowers: every constructor flower, out of season too, in id order. */
export class AdminFlowersQuery {
  constructor(private readonly flowers: FlowerRepository) {}

  async execute(): Promise<AdminFlowerDto[]> {
    return (await this.flowers.all()).map(toAdminFlowerDto);
  }
}
