import { domainError, type ErrorOf } from '../shared/domain-error';

export const ACCOUNT_ERRORS = {
  emailTaken: domainError('ACCOUNT.EMAIL_TAKEN', 'Пользователь с таким email уже зарегистрирован'),
  usernameTaken: domainError('ACCOUNT.USERNAME_TAKEN', 'Это имя пользователя уже занято'),
  invalidCredentials: domainError('ACCOUNT.INVALID_CREDENTIALS', 'Неверный логин или пароль'),
  sessionExpired: domainError('ACCOUNT.SESSION_EXPIRED', 'Сессия истекла. Войдите снова.'),
  resetTokenInvalid: domainError('ACCOUNT.RESET_TOKEN_INVALID', 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.'),
  notFound: domainError('ACCOUNT.NOT_FOUND', 'Пользователь не найден'),
  staffRoleInvalid: domainError('ACCOUNT.STAFF_ROLE_INVALID', 'Роль сотрудника: admin (владелец) или florist (флорист)'),
  staffNotFound: domainError('ACCOUNT.STAFF_NOT_FOUND', 'Сотрудник не найден'),
  lastOwner: domainError('ACCOUNT.LAST_OWNER', 'Нельзя убрать последнего владельца магазина'),
  removeSelf: domainError('ACCOUNT.REMOVE_SELF', 'Нельзя убрать из сотрудников самого себя'),
  /** A rule of the account forms failed; `message` is its Russian text. */
  invalidInput: (message: string) => domainError('ACCOUNT.INVALID_INPUT', message),
} as const;

export type AccountError = ErrorOf<typeof ACCOUNT_ERRORS>;
