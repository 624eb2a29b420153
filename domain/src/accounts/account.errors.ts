import { domainError, type ErrorOf } from '../shared/domain-error';

export const ACCOUNT_ERRORS = {
  emailTaken: domainError('ACCOUNT.EMAIL_TAKEN', 'Пользователь с таким email уже зарегистрирован'),
  usernameTaken: domainError('ACCOUNT.USERNAME_TAKEN', 'Это имя пользователя уже занято'),
  invalidCredentials: domainError('ACCOUNT.INVALID_CREDENTIALS', 'Неверный логин или пароль'),
  sessionExpired: domainError('ACCOUNT.SESSION_EXPIRED', 'Сессия истекла. Войдите снова.'),
  resetTokenInvalid: domainError('ACCOUNT.RESET_TOKEN_INVALID', 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.'),
  notFound: domainError('ACCOUNT.NOT_FOUND', 'Пользователь не найден'),
  /** A rule of the account forms failed; `message` is its Russian text. */
  invalidInput: (message: string) => domainError('ACCOUNT.INVALID_INPUT', message),
} as const;

export type AccountError = ErrorOf<typeof ACCOUNT_ERRORS>;
