/** The greeting card's text is printed by hand: at most 500 characters. */
export const MAX_CARD_TEXT_LENGTH = 500;

/**
 * Every purchase can go out gift-wrapped with a card the florist writes by hand (the product page
 * offers it), so the checkout takes a card's text with any order, bouquet or not: with a bouquet
 * the card goes with the bouquet, otherwise into the gift wrapping. What the field is called says which.
 */
export const greetingCardLabel = ({ bouquet }: { readonly bouquet: boolean }): string => (bouquet ? 'Текст открытки к букету' : 'Текст открытки к подарку');

/** The checkout's fieldset of who receives the order and the card's text. */
export const RECIPIENT_AND_CARD_HEADING = 'Получатель и открытка';
