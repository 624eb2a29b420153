import mjml2html from 'mjml';
import { MailRenderer, escapeHtml, type MailContent, type MailDraft, type MailFact, type MailMessage } from '@shop/application';
import { SHOP_INFO } from '@shop/domain';
import { mailFooter, type MailFooter } from './mail-footer';
import { mailText } from './mail-text';

/** The shop's colours (shell/src/styles/shell.css) and the one font every mail client has. */
const COLOURS = { forest: '#1f4d3a', cream: '#f8f4ea', card: '#fffdf8', sagePale: '#eef3ea', ink: '#1d2a23', muted: '#56665c', terracotta: '#ad512d' } as const;
const FONT = 'Arial, Helvetica, sans-serif';

/** Text people typed or the shop wrote, safe inside the HTML; line breaks kept. */
const html = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br />');
const attribute = escapeHtml;

const factValue = (value: MailFact['value']): string =>
  typeof value === 'string' ? html(value) : value.map((item) => `<div style="padding:2px 0">${html(item)}</div>`).join('');

function factsBlock(facts: readonly MailFact[]): string {
  const rows = facts
    .map(
      (fact) =>
        `<tr><td style="padding:8px 0 0;color:${COLOURS.muted};font-size:13px">${html(fact.label)}</td></tr>` +
        `<tr><td style="padding:2px 0 8px;border-bottom:1px solid #dde8d8">${factValue(fact.value)}</td></tr>`,
    )
    .join('');
  return `<mj-section background-color="${COLOURS.sagePale}" border-radius="12px" padding="8px 20px"><mj-column><mj-table padding="0" font-size="15px" line-height="1.45" color="${COLOURS.ink}">${rows}</mj-table></mj-column></mj-section>`;
}

function footerBlock(footer: MailFooter): string {
  const contacts = footer.contacts
    .map((contact) => `${html(contact.label)}: <a href="${attribute(contact.href)}" style="color:${COLOURS.forest}">${html(contact.text)}</a>`)
    .join('<br />');
  return `<mj-section padding="16px 24px 32px"><mj-column>
    <mj-text font-size="13px" line-height="1.6" color="${COLOURS.muted}" align="center" padding="0 0 8px"><strong style="color:${COLOURS.ink}">${html(SHOP_INFO.name)}</strong> — <a href="${attribute(footer.site.href)}" style="color:${COLOURS.forest}">${html(footer.site.text)}</a><br />${contacts}</mj-text>
    <mj-text font-size="12px" line-height="1.5" color="${COLOURS.muted}" align="center" padding="0">${html(footer.operator)}</mj-text>
  </mj-column></mj-section>`;
}

function bodyBlocks(content: MailContent): string {
  const parts = [
    `<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="24px" line-height="1.3" font-weight="bold" color="${COLOURS.forest}" padding="0 0 16px">${html(content.title)}</mj-text>`,
    ...content.paragraphs.map((paragraph) => `<mj-text>${html(paragraph)}</mj-text>`),
  ];
  const column = (blocks: string[], top = 0) => `<mj-section padding="${top}px 0 0"><mj-column>${blocks.join('')}</mj-column></mj-section>`;
  const after: string[] = [];
  if (content.image)
    after.push(`<mj-image src="${attribute(content.image.url)}" alt="${attribute(content.image.alt)}" border-radius="12px" padding="0 0 16px" />`);
  if (content.action) {
    after.push(
      `<mj-button href="${attribute(content.action.url)}" align="left" padding="8px 0 12px">${html(content.action.label)}</mj-button>`,
      `<mj-text font-size="13px" color="${COLOURS.muted}">Если кнопка не открывается, скопируйте ссылку: <a href="${attribute(content.action.url)}" style="color:${COLOURS.forest};word-break:break-all">${html(content.action.url)}</a></mj-text>`,
    );
  }
  for (const link of content.links ?? [])
    after.push(`<mj-text><a href="${attribute(link.url)}" style="color:${COLOURS.forest};font-weight:bold">${html(link.label)}</a></mj-text>`);
  if (content.footnote) after.push(`<mj-text font-size="14px" color="${COLOURS.muted}">${html(content.footnote)}</mj-text>`);
  if (content.unsubscribe)
    after.push(
      `<mj-divider border-width="1px" border-color="#dde8d8" padding="8px 0 12px" />`,
      `<mj-text font-size="13px" color="${COLOURS.muted}">${html(content.unsubscribe.reason)} <a href="${attribute(content.unsubscribe.url)}" style="color:${COLOURS.forest}">${html(content.unsubscribe.label)}</a></mj-text>`,
    );
  return [column(parts), content.facts?.length ? factsBlock(content.facts) : '', after.length ? column(after, content.facts?.length ? 20 : 0) : ''].join('');
}

/**
 * Every mail of the shop laid out with MJML (responsive, inline styles that mail clients keep):
 * the logo and the shop's name, the content on a card in the shop's colours, and a footer with the
 * contacts and the operator's details. The plain-text part says the same from the same content.
 */
export class MjmlMailRenderer extends MailRenderer {
  private readonly footer: MailFooter;

  constructor(private readonly publicUrl: string) {
    super();
    this.footer = mailFooter(publicUrl);
  }

  async render({ to, subject, content, headers }: MailDraft): Promise<MailMessage> {
    const { html: rendered, errors } = await mjml2html(this.template(content), { validationLevel: 'strict', keepComments: false });
    if (errors.length > 0) throw new Error(`mail template: ${errors.map((error) => error.formattedMessage).join('; ')}`);
    return { to, subject, text: mailText(content, this.footer), html: rendered, ...(headers ? { headers } : {}) };
  }

  private template(content: MailContent): string {
    return `<mjml lang="ru" dir="ltr">
  <mj-head>
    <mj-title>${html(content.title)}</mj-title>
    <mj-preview>${html(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="1.55" color="${COLOURS.ink}" padding="0 0 12px" />
      <mj-button background-color="${COLOURS.forest}" color="${COLOURS.card}" border-radius="10px" font-size="16px" font-weight="bold" inner-padding="14px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${COLOURS.cream}" width="600px">
    <mj-section padding="24px 24px 12px"><mj-column>
      <mj-image src="${attribute(`${this.publicUrl}/images/mail-logo.png`)}" alt="${attribute(SHOP_INFO.name)}" width="56px" height="56px" href="${attribute(this.publicUrl)}" padding="0 0 8px" />
      <mj-text align="center" font-family="Georgia, 'Times New Roman', serif" font-size="20px" font-weight="bold" color="${COLOURS.forest}" padding="0">${html(SHOP_INFO.name)}</mj-text>
    </mj-column></mj-section>
    <mj-wrapper background-color="${COLOURS.card}" border-radius="16px" padding="28px 24px 12px">${bodyBlocks(content)}</mj-wrapper>
    ${footerBlock(this.footer)}
  </mj-body>
</mjml>`;
  }
}
