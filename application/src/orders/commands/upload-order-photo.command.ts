import { FULFILMENT_ERRORS, ORDER_ERRORS, err, type Order, type Result, type ShopError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { FileStorage } from '../../shared/file-storage.port';
import { TransactionLock } from '../../shared/transaction-lock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { checkUploadedImage, type ImageType } from '../../shared/uploaded-image';
import { UnreferencedUploads } from '../../uploads/unreferenced-uploads.service';
import { OrderChanges } from '../order-changes.service';
import { OrderReadModel } from '../order.read-model.port';

/**
 * The florist's photo of the assembled order (the checks of every upload), while it is assembled
 * or ready; the customer is mailed the photo and answers it in their history. One upload per order
 * at a time: another arriving meanwhile is refused before it stores anything, and the photo a new
 * one replaces is deleted from the storage, so an order keeps exactly one file.
 */
export class UploadOrderPhoto {
  constructor(
    private readonly readModel: OrderReadModel,
    private readonly transaction: TransactionRunner,
    private readonly lock: TransactionLock,
    private readonly changes: OrderChanges,
    private readonly storage: FileStorage,
    private readonly uploads: UnreferencedUploads,
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
    // The file this upload stored, once it got that far: deleted again if the order refuses it or the transaction fails.
    const stored: string[] = [];
    const attached = await this.transaction
      .run(() => this.storeAndAttach(adminId, orderId, content, type.value, stored))
      .catch(async (error: unknown) => {
        await this.uploads.discard(stored);
        throw error;
      });
    if (!attached.ok) {
      await this.uploads.discard(stored);
      return attached;
    }
    await this.uploads.discard(attached.value.events.map((event) => (event.type === 'photo-attached' ? event.replaced : null)));
    return attached;
  }

  /** In one transaction holding the order's photo claim: the file, then the order pointing at it. */
  private async storeAndAttach(adminId: number, orderId: number, content: Uint8Array, type: ImageType, stored: string[]): Promise<Result<Order, ShopError>> {
    if (!(await this.lock.tryClaim(`order-photo:${orderId}`))) return err(FULFILMENT_ERRORS.photoUploadInProgress);
    const url = await this.storage.save(content, type);
    stored.push(url);
    return this.changes.apply(orderId, adminId, (order) => order.attachPhoto(url, this.clock.now()));
  }
}
