import { DeliveryRefused, ShopMessenger, type ShopAlert } from '@shop/application';

export interface TelegramSettings {
  readonly apiUrl: string;
  readonly token: string;
  readonly chatId: string;
  readonly timeoutMs: number;
}

interface BotApiAnswer {
  readonly ok: boolean;
  readonly error_code?: number;
  readonly description?: string;
}

/** Telegram refuses a button URL it does not consider public (http://localhost…): the link then goes in the text. */
const BUTTON_URL_REFUSED = /button|url/i;

/**
 * The shop's chat through the Telegram Bot API (`sendMessage`): the alert's text with its link as
 * an inline button. A 429, a 5xx or a broken connection is worth a retry; any other refusal (a
 * wrong chat, a blocked bot) is final.
 */
export class TelegramBotMessenger extends ShopMessenger {
  constructor(private readonly settings: TelegramSettings) {
    super();
  }

  async send(alert: ShopAlert): Promise<void> {
    const message = { chat_id: this.settings.chatId, text: alert.text, link_preview_options: { is_disabled: true } };
    const withButton = await this.sendMessage({ ...message, reply_markup: { inline_keyboard: [[{ text: alert.link.label, url: alert.link.url }]] } });
    if (withButton.status === 400 && BUTTON_URL_REFUSED.test(withButton.answer.description ?? '')) {
      return this.settle(await this.sendMessage({ ...message, text: `${alert.text}\n\n${alert.link.label}: ${alert.link.url}` }));
    }
    return this.settle(withButton);
  }

  private settle({ status, answer }: { status: number; answer: BotApiAnswer }): void {
    if (answer.ok) return;
    const reason = `Telegram Bot API answered ${status}: ${answer.description ?? 'no description'}`;
    if (status === 429 || status >= 500) throw new Error(reason);
    throw new DeliveryRefused(reason);
  }

  private async sendMessage(body: Record<string, unknown>): Promise<{ status: number; answer: BotApiAnswer }> {
    const response = await fetch(`${this.settings.apiUrl}/bot${this.settings.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    const answer = (await response.json().catch(() => null)) as BotApiAnswer | null;
    // Not the Bot API speaking (a proxy's page): worth another try later.
    if (!answer) throw new Error(`Telegram Bot API answered ${response.status} without JSON`);
    return { status: response.status, answer };
  }
}
