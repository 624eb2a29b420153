/** A failure said at once to a screen reader (role=alert) in the admin's error colour; nothing when there is none. */
export function ErrorLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="adm-error" role="alert">
      {text}
    </p>
  );
}
