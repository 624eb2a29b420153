import { DIALOG_TEXTS, type DialogKind } from '@shop/domain';

export interface MessageButton {
  readonly label: string;
  /** What pressing it answers: 'Да' and 'Закрыть' are true, 'Нет' is false. */
  readonly answer: boolean;
  /** The confirming button of a confirmation: it starts something that cannot be undone. */
  readonly danger: boolean;
}

/** The buttons of a message dialog, in the spec's order and wording (DIALOG_TEXTS). */
export function messageButtons(kind: DialogKind): MessageButton[] {
  const labels = DIALOG_TEXTS[kind].buttons;
  return labels.map((label, index) => {
    const affirmative = kind !== 'confirm' || index === labels.length - 1;
    return { label, answer: affirmative, danger: affirmative && kind === 'confirm' };
  });
}
