import { escapeHtml } from '../shared/html-escape';

/** One line of a mail's summary table: 'Дата доставки: вт, 24 ноября'. */
export interface MailFact {
  readonly label: string;
  readonly value: string;
}

export interface MailContent {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** A summary table after the paragraphs (an order's lines, delivery and recipient). */
  readonly facts?: readonly MailFact[];
  /** A picture after the facts, by its absolute URL. */
  readonly image?: { readonly url: string; readonly alt: string };
  readonly action?: { readonly label: string; readonly url: string };
  readonly footnote?: string;
}

export const SHOP_NAME = 'Зелёный уголок';

/** The plain-text part: the same words, the link written out. */
export function renderMailText(content: MailContent): string {
  const parts = [content.title, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.facts?.length) parts.push(...content.facts.map((fact) => `${fact.label}: ${fact.value}`), '');
  if (content.image) parts.push(`${content.image.alt}: ${content.image.url}`, '');
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) parts.push(content.footnote, '');
  parts.push(`— ${SHOP_NAME}`);
  return parts.join('\n');
}

/** The HTML part: one column, inline styles (mail clients ignore stylesheets). */
export function renderMailHtml(content: MailContent): string {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const facts = content.facts?.length
    ? `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${content.facts
        .map(
          (fact) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#5b6b62;vertical-align:top;white-space:nowrap">${escapeHtml(fact.label)}</td>` +
            `<td style="padding:4px 0;white-space:pre-line">${escapeHtml(fact.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const image = content.image
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(content.image.url)}" alt="${escapeHtml(content.image.alt)}" style="max-width:100%;border-radius:8px" /></p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2f5d46;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#5b6b62">Если кнопка не открывается, скопируйте ссылку: ${escapeHtml(content.action.url)}</p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#5b6b62">${escapeHtml(content.footnote)}</p>` : '';
  return (
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>` +
    `<body style="margin:0;background:#f6f3ec;font-family:Arial,Helvetica,sans-serif;color:#1f2a24">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff">` +
    `<h1 style="font-size:22px;margin:0 0 20px;color:#2f5d46">${escapeHtml(content.title)}</h1>` +
    `${paragraphs}${facts}${image}${action}${footnote}` +
    `<p style="margin:32px 0 0;color:#5b6b62">— ${SHOP_NAME}</p></div></body></html>`
  );
}
