import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HandedOverOrders, SendClosingReceipts } from '@shop/application';

/**
 * The orders' handover hook, served by the payments' closing receipt. Looked up when first used:
 * the payments module imports the orders module, so the orders cannot import it back.
 */
@Injectable()
export class ClosingReceiptOnHandover extends HandedOverOrders {
  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  async handedOver(orderId: number): Promise<void> {
    await this.moduleRef.get(SendClosingReceipts, { strict: false }).sendFor(orderId);
  }
}
