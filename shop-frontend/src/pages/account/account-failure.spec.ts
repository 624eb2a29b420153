/// <reference types="jest" />
import { failureMessage, loginFailureMessage } from './account-failure';

describe('account error texts (spec §8)', () => {
  it("shows the server's text, else the screen's message", () => {
    expect(failureMessage({ kind: 'status', status: 409, message: 'Это имя пользователя уже занято' }, 'Ошибка регистрации')).toBe(
      'Это имя пользователя уже занято',
    );
    expect(failureMessage({ kind: 'status', status: 500, message: null }, 'Ошибка регистрации')).toBe('Ошибка регистрации');
    expect(failureMessage({ kind: 'network', status: 0, message: 'Network Error' }, 'Ошибка сервера')).toBe('Ошибка сервера');
  });

  it('quotes the first 100 characters of a login reply that is not JSON', () => {
    const html = `<html>${'x'.repeat(200)}</html>`;
    expect(loginFailureMessage({ kind: 'not-json', status: 502, text: html })).toBe(`Некорректный ответ сервера: ${html.slice(0, 100)}`);
    expect(loginFailureMessage({ kind: 'status', status: 401, message: 'Неверный логин или пароль' })).toBe('Неверный логин или пароль');
    expect(loginFailureMessage({ kind: 'status', status: 500, message: null })).toBe('Ошибка авторизации');
  });
});
