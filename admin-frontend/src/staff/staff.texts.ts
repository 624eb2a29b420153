import type { StaffRole } from '@shop/domain';

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = { admin: 'Владелец', florist: 'Флорист' };

export const STAFF_TEXTS = {
  title: 'Сотрудники',
  invite: 'Пригласить',
  inviting: 'Приглашение…',
  email: 'Email сотрудника',
  role: 'Роль',
  remove: 'Убрать',
  removing: 'Удаление…',
  invited: (email: string) => `Приглашение отправлено на ${email}.`,
  removed: (email: string) => `${email} больше не сотрудник.`,
  confirmRemove: (email: string) => `Убрать ${email} из сотрудников? Сотрудник выйдет из всех сеансов.`,
  pending: 'приглашение не принято',
  empty: 'Сотрудников пока нет',
  loading: 'Загрузка сотрудников…',
  floristHint: 'Флорист видит списки заказов, доставки, этапы и фото, но не возвраты, удаление, цены, товары, календарь и сотрудников.',
} as const;
