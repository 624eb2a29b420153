import { mailDraft } from '@shop/application';
import { MjmlMailRenderer } from './mjml-mail.renderer';

const renderer = new MjmlMailRenderer('https://shop.example');

describe('MjmlMailRenderer', () => {
  it('lays out every block of a mail in HTML and says the same words in the text part', async () => {
    const mail = await renderer.render(
      mailDraft('anna@example.ru', {
        title: 'Заказ №7 принят',
        preview: 'Мы проверим наличие.',
        paragraphs: ['Здравствуйте!', 'Спасибо!'],
        facts: [
          { label: 'Товары', value: ['Фикус × 1 — 1 500,00 ₽', 'Монстера × 2 — 3 000,00 ₽'] },
          { label: 'Текст открытки', value: 'С днём рождения!\nЛюбим.' },
        ],
        image: { url: 'https://shop.example/uploads/a.png', alt: 'Фото заказа №7' },
        action: { label: 'История заказов', url: 'https://shop.example/orders/history' },
        footnote: 'Деньги списываются только после подтверждения.',
      }),
    );
    expect(mail).toMatchObject({ to: 'anna@example.ru', subject: 'Заказ №7 принят — Зелёный уголок' });
    expect(mail.text).toContain('Товары:\n• Фикус × 1 — 1 500,00 ₽\n• Монстера × 2 — 3 000,00 ₽\nТекст открытки: С днём рождения!\nЛюбим.');
    expect(mail.text).toContain('Фото заказа №7: https://shop.example/uploads/a.png');
    expect(mail.text).toContain('История заказов: https://shop.example/orders/history');
    expect(mail.text.trimEnd().split('\n').at(-1)).toContain('ИНН');
    expect(mail.html).toContain('<title>Заказ №7 принят</title>');
    expect(mail.html).toContain('Мы проверим наличие.');
    expect(mail.html).toContain('<div style="padding:2px 0">Монстера × 2 — 3 000,00 ₽</div>');
    expect(mail.html).toContain('С днём рождения!<br />Любим.');
    expect(mail.html).toContain('src="https://shop.example/uploads/a.png"');
    expect(mail.html).toContain('src="https://shop.example/images/mail-logo.png"');
    expect(mail.html).toContain('href="tel:+74951234567"');
  });

  it('keeps what people typed as text: markup in it is escaped, never run', async () => {
    const mail = await renderer.render(
      mailDraft('shop@example.ru', {
        title: 'Новый заказ №8',
        preview: '<b>',
        paragraphs: ['<script>alert(1)</script> & "кавычки"'],
        facts: [{ label: 'Текст открытки', value: '<img src=x onerror=alert(1)>' }],
      }),
    );
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;кавычки&quot;');
    expect(mail.text).toContain('<script>alert(1)</script> & "кавычки"');
  });

  it('lays out further links and the unsubscribe note, and passes the header fields on', async () => {
    const mail = await renderer.render({
      ...mailDraft('anna@example.ru', {
        title: 'Скоро: День рождения мамы',
        preview: '12 марта',
        paragraphs: ['Здравствуйте!'],
        action: { label: 'Выбрать цветы', url: 'https://shop.example/#products' },
        links: [{ label: 'Повторить заказ №7', url: 'https://shop.example/orders/history' }],
        unsubscribe: { reason: 'Вы сохранили памятные даты.', label: 'Отписаться', url: 'https://shop.example/reminders/unsubscribe?token=1.x' },
      }),
      headers: { 'List-Unsubscribe': '<https://shop.example/api/date-reminders/unsubscribe?token=1.x>' },
    });
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://shop.example/api/date-reminders/unsubscribe?token=1.x>' });
    expect(mail.text).toContain(
      'Выбрать цветы: https://shop.example/#products\n\nПовторить заказ №7: https://shop.example/orders/history\n\nВы сохранили памятные даты.\nОтписаться: https://shop.example/reminders/unsubscribe?token=1.x',
    );
    expect(mail.html).toContain('href="https://shop.example/orders/history"');
    expect(mail.html).toContain('Вы сохранили памятные даты. <a href="https://shop.example/reminders/unsubscribe?token=1.x"');
  });
});
