import { ok, toAdminFlowerDto, uploadedImageRule, type AdminFlowerDto, type CatalogueError, type MoneyError, type Result } from '@shop/domain';
import { FileStorage } from '../../shared/file-storage.port';
import { FlowerRepository } from '../flower.repository.port';
import { flowerDetailsFromForm, type NewFlowerForm } from '../flower-form';

/** The admin adds a constructor flower; `onChange` lets the storefront's cached catalogue know. */
export class CreateFlower {
  constructor(
    private readonly flowers: FlowerRepository,
    private readonly storage: FileStorage,
    private readonly onChange: () => void,
  ) {}

  async execute(form: NewFlowerForm, actorUserId: number): Promise<Result<AdminFlowerDto, CatalogueError | MoneyError>> {
    const details = flowerDetailsFromForm(form, uploadedImageRule(this.storage.publicUrl));
    if (!details.ok) return details;
    const flower = await this.flowers.create(details.value, actorUserId);
    this.onChange();
    return ok(toAdminFlowerDto(flower));
  }
}
