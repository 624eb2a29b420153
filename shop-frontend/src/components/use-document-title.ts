import { SHOP_INFO } from '@shop/domain';
import { useEffect } from 'react';

/** The landing page's title; the same text as the default <title> in the shell's index.html. */
export const LANDING_TITLE = `${SHOP_INFO.name} — комнатные растения, террариумы и букеты с доставкой по Москве`;

/**
 * Keeps the tab title in step with client-side navigation (the server sets it on first load):
 * '<page> — Зелёный уголок'.
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useExactDocumentTitle(pageTitle && `${pageTitle} — ${SHOP_INFO.name}`);
}

export function useExactDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
