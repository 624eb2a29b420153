// Dialog defaults of spec §5: a confirm dialog asks Нет/Да, error and success dialogs close.

export type DialogKind = 'confirm' | 'error' | 'success';

export interface DialogTexts {
  readonly title: string;
  readonly buttons: readonly string[];
}

export const DIALOG_TEXTS: { readonly [K in DialogKind]: DialogTexts } = {
  confirm: { title: 'Подтверждение действия', buttons: ['Нет', 'Да'] },
  error: { title: 'Ошибка', buttons: ['Закрыть'] },
  success: { title: 'Успешно', buttons: ['Закрыть'] },
};
