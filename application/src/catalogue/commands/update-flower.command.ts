import {
  CATALOGUE_ERRORS,
  err,
  ok,
  toAdminFlowerDto,
  uploadedImageRule,
  type AdminFlowerDto,
  type CatalogueError,
  type MoneyError,
  type Result,
} from '@shop/domain';
import { FileStorage } from '../../shared/file-storage.port';
import { FlowerRepository } from '../flower.repository.port';
import { flowerChangeFromForm, type FlowerForm } from '../flower-form';

/**
 * The admin edits a flower (any of its fields): a new price applies to bouquets added from now on,
 * out of season it leaves the constructor, its stems are what the next orders take from.
 */
export class UpdateFlower {
  constructor(
    private readonly flowers: FlowerRepository,
    private readonly storage: FileStorage,
    private readonly onChange: () => void,
  ) {}

  async execute(id: number, form: FlowerForm, actorUserId: number): Promise<Result<AdminFlowerDto, CatalogueError | MoneyError>> {
    const change = flowerChangeFromForm(form, uploadedImageRule(this.storage.publicUrl));
    if (!change.ok) return change;
    const flower = await this.flowers.update(id, change.value, actorUserId);
    if (!flower) return err(CATALOGUE_ERRORS.flowerNotFound);
    this.onChange();
    return ok(toAdminFlowerDto(flower));
  }
}
