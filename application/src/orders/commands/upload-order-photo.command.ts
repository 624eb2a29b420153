import { ORDER_ERRORS, err, type Order, type Result, type ShopError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { FileStorage } from '../../shared/file-storage.port';
import { checkUploadedImage } from '../../shared/uploaded-image';
import { OrderChanges } from '../order-changes.service';
import { OrderReadModel } from '../order.read-model.port';

/**
 * The florist's photo of the assembled order (the checks of every upload), while it is assembled
 * or ready; the customer is mailed the photo and answers it in their history.
 */
export class UploadOrderPhoto {
  constructor(
    private readonly readModel: OrderReadModel,
    private readonly changes: OrderChanges,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: number, orderId: number, content: Uint8Array): Promise<Result<Order, ShopError>> {
    const type = checkUploadedImage(content);
    if (!type.ok) return type;
    // Asked before the file is stored, so a refused upload leaves no file behind; the order decides again under its lock.
    const current = await this.readModel.byId(orderId);
    if (!current) return err(ORDER_ERRORS.notFound);
    const refused = current.order.photoUploadRefusal();
    if (refused) return err(refused);
    const url = await this.storage.save(content, type.value);
    return this.changes.apply(orderId, adminId, (order) => order.attachPhoto(url, this.clock.now()));
  }
}
