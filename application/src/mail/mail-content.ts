import { SHOP_INFO } from '@shop/domain';
import type { MailMessage } from './mailer.port';

/**
 * One row of a mail's summary: 'Дата доставки: вт, 24 ноября 2026 г.'. A list (an order's lines)
 * is shown one item a row under its label, never run on after it.
 */
export interface MailFact {
  readonly label: string;
  readonly value: string | readonly string[];
}

/**
 * What a mail says, in the order it says it. The application describes every message this way;
 * the MailRenderer port lays it out as the HTML and the plain-text part of one message.
 */
export interface MailContent {
  /** The heading; the subject is the heading and the shop's name. */
  readonly title: string;
  /** The line a mail client shows after the subject, before the mail is opened. */
  readonly preview: string;
  readonly paragraphs: readonly string[];
  /** A summary after the paragraphs (an order's lines, money, delivery). */
  readonly facts?: readonly MailFact[];
  /** A picture after the facts, by its absolute URL. */
  readonly image?: { readonly url: string; readonly alt: string };
  readonly action?: { readonly label: string; readonly url: string };
  /** Further links after the action, one a line. */
  readonly links?: readonly MailLink[];
  readonly footnote?: string;
  /** Why the reader gets such mails and the link that stops them, under everything else (a mailing, not a transactional mail). */
  readonly unsubscribe?: MailUnsubscribe;
}

export interface MailLink {
  readonly label: string;
  readonly url: string;
}

export interface MailUnsubscribe extends MailLink {
  readonly reason: string;
}

/** A mail before it is laid out: who receives it and what it says. */
export interface MailDraft {
  readonly to: string;
  readonly subject: string;
  readonly content: MailContent;
  /** Header fields of the message beyond the envelope's (List-Unsubscribe of a mailing). */
  readonly headers?: Readonly<Record<string, string>>;
}

export const mailDraft = (to: string, content: MailContent): MailDraft => ({ to, subject: `${content.title} — ${SHOP_INFO.name}`, content });

/** Lays a draft out as a message: the HTML and the plain-text part from the same content (an e-mail template library in the adapter). */
export abstract class MailRenderer {
  abstract render(draft: MailDraft): Promise<MailMessage>;
}

/** A link as a plain-text line: 'Метка: адрес'. */
export const linkLine = (link: MailLink): string => `${link.label}: ${link.url}`;

/** The facts as plain-text lines: 'Метка: значение', a list under its label one item a line. */
export const factLines = (facts: readonly MailFact[]): string[] =>
  facts.flatMap((fact) => (typeof fact.value === 'string' ? [`${fact.label}: ${fact.value}`] : [`${fact.label}:`, ...fact.value.map((item) => `• ${item}`)]));
