import { lazy, Suspense, useState } from 'react';

// The popup, and with it the shared UI module, loads on the first click: the product page and its
// picture render without waiting for either.
const PaymentInfoDialog = lazy(() => import(/* webpackChunkName: "payment-info" */ './payment-info.dialog'));

/** 'Оплата и доставка' and the popup it opens. */
export function PaymentInfoButton() {
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing runs the dialog's own close (focus back to this button).
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="shop-button shop-button--outline" onClick={show} aria-haspopup="dialog">
        Оплата и доставка
      </button>
      {opened && (
        <Suspense fallback={null}>
          <PaymentInfoDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
