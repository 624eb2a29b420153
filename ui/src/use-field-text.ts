import { useState, type ChangeEvent } from 'react';

/** What a TextAreaField needs from its text: the value, the error shown under it, and the edit handler. */
export interface FieldTextProps {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
}

/**
 * A field's text and the error shown for it. Editing the text clears the error: the message spoke of
 * the text as it was, so it goes as soon as the customer or admin starts to mend it.
 */
export function useFieldText(initial: string) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const field: FieldTextProps = {
    value: text,
    error: error ?? undefined,
    onChange: (event) => {
      setText(event.target.value);
      setError(null);
    },
  };
  return { text, setError, field };
}
