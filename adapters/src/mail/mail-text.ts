import { factLines, linkLine, type MailContent } from '@shop/application';
import { SHOP_INFO } from '@shop/domain';
import type { MailFooter } from './mail-footer';

/** The plain-text part: the same words as the HTML part, every link written out, the footer last. */
export function mailText(content: MailContent, footer: MailFooter): string {
  const blocks: string[][] = [[content.title], ...content.paragraphs.map((paragraph) => [paragraph])];
  if (content.facts?.length) blocks.push(factLines(content.facts));
  if (content.image) blocks.push([`${content.image.alt}: ${content.image.url}`]);
  if (content.action) blocks.push([linkLine(content.action)]);
  if (content.links?.length) blocks.push(content.links.map(linkLine));
  if (content.footnote) blocks.push([content.footnote]);
  if (content.unsubscribe) blocks.push([content.unsubscribe.reason, linkLine(content.unsubscribe)]);
  blocks.push([
    '—',
    `${SHOP_INFO.name}, ${footer.site.href}`,
    ...footer.contacts.map((contact) => `${contact.label}: ${contact.href.startsWith('https://') ? contact.href : contact.text}`),
    footer.operator,
  ]);
  return `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
