export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Header fields beyond the envelope's, written as they are (List-Unsubscribe). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends e-mail to customers (SMTP in production, an outbox folder locally). */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
