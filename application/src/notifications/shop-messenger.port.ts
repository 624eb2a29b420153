import type { ShopAlert } from './notification';

/** The shop's messenger chat (Telegram Bot API in production, an outbox folder locally). Throws DeliveryRefused for a refusal no retry will change. */
export abstract class ShopMessenger {
  abstract send(alert: ShopAlert): Promise<void>;
}
