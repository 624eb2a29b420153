/**
 * Told when a paid order has just been handed over (delivered, or picked up): its 54-FZ closing
 * receipt goes out at once. Best effort: what fails here the jobs send on their next tick.
 */
export abstract class HandedOverOrders {
  abstract handedOver(orderId: number): Promise<void>;
}
