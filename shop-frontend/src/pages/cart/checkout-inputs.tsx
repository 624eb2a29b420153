/** A label followed by '(необязательно)'. */
export function Optional({ children }: { children: string }) {
  return (
    <>
      {children} <span className="shop-checkout__optional">(необязательно)</span>
    </>
  );
}
