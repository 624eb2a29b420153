/** Spec §5: a phone is +7 and 10 digits; '8 916 123-45-67' and the like are accepted and shown as +7XXXXXXXXXX. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', placeholder: '+7 916 123-45-67' } as const;

/** A label followed by '(необязательно)'. */
export function Optional({ children }: { children: string }) {
  return (
    <>
      {children} <span className="shop-checkout__optional">(необязательно)</span>
    </>
  );
}
