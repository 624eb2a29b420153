import type { Locator } from 'playwright-core';

// The checkout's day and time pickers: radio cards under «Дата …» and «Время …», disabled ones
// carrying their reason on the card.

const dates = (dialog: Locator) => dialog.getByTestId('delivery-dates');
const slots = (dialog: Locator) => dialog.getByTestId('delivery-slots');

/** The radio of a day 'YYYY-MM-DD'. */
export const dateOption = (dialog: Locator, date: string) => dates(dialog).locator(`input[value="${date}"]`);

/** The radio of a slot such as '19-22'. */
export const slotOption = (dialog: Locator, code: string) => slots(dialog).locator(`input[value="${code}"]`);

/** The card (label) of a day or a slot, with what is written on it. */
export const optionCard = (option: Locator) => option.locator('xpath=..');

/** Chooses a day, then waits for that day's slots to be in. */
export async function chooseDate(dialog: Locator, date: string): Promise<void> {
  await dateOption(dialog, date).check();
  await slots(dialog).locator('[data-testid="delivery-slot"]').first().waitFor();
  await slots(dialog).locator('.shop-when__options--stale').waitFor({ state: 'detached' });
}

export const chooseSlot = (dialog: Locator, code: string) => slotOption(dialog, code).check();

const checkedValue = (group: Locator) => group.locator('input:checked').evaluateAll((inputs) => (inputs[0] as HTMLInputElement | undefined)?.value ?? '');

/** The chosen day, '' when none. */
export const chosenDate = (dialog: Locator) => checkedValue(dates(dialog));

/** The chosen slot's code, '' when none. */
export const chosenSlot = (dialog: Locator) => checkedValue(slots(dialog));

/** The codes of the slots the day offers, in order (the disabled ones too). */
export const slotCodes = (dialog: Locator) =>
  slots(dialog)
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
