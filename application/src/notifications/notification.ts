import { FinalFailure } from '../jobs/background-job';
import type { MailMessage } from '../mail/mailer.port';

/** A message to the shop's messenger chat (Telegram): plain text and one link button. */
export interface ShopAlert {
  readonly text: string;
  readonly link: { readonly label: string; readonly url: string };
}

/** Something to tell a person, decided with a change and delivered after it commits. */
export type Notification = { readonly channel: 'mail'; readonly message: MailMessage } | { readonly channel: 'telegram'; readonly message: ShopAlert };

/** A refusal that no retry will change (a chat that does not exist, a bot blocked): the notification is given up. */
export class DeliveryRefused extends FinalFailure {}
