import type { Ref } from 'react';

/** The customer's answer to the photo as the card repeats it; focusable when focus is brought to it after answering. */
export function AnswerSummary({ text, focusRef }: { readonly text: string; readonly focusRef?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={focusRef} tabIndex={focusRef ? -1 : undefined} className="shop-order-photo__answer" data-testid="photo-answer">
      {text}
    </p>
  );
}
