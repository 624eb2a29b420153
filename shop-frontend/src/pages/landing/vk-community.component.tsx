import { SHOP_INFO, VK_WIDGET_SCRIPT_META } from '@shop/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useScrolledIntoView } from '../../components/use-scrolled-into-view';
import { useMarketingConsent } from './use-marketing-consent';

const WIDGET_ELEMENT_ID = 'vk-community-widget';

/** The widget's script as the server set it (VK_WIDGET_SCRIPT_URL), or null when the widget is off. */
const widgetScript = (): string | null =>
  typeof document === 'undefined' ? null : (document.querySelector<HTMLMetaElement>(`meta[name="${VK_WIDGET_SCRIPT_META}"]`)?.content ?? null);

type WidgetState = 'waiting' | 'loading' | 'shown' | 'failed';

/**
 * The VK community in the landing's social block (spec §2 'social blocks (VK widget …)'): the link
 * card, replaced by VK's community widget only once the visitor has allowed marketing cookies and
 * scrolled near it. Until then nothing is asked of VK; when its script fails or the widget does not
 * show in time, the link card stays. With consent the place keeps the widget's height from the
 * start, so the widget moves nothing when it appears.
 */
export function VkCommunity({ card }: { card: ReactNode }) {
  const consent = useMarketingConsent();
  const scriptUrl = consent ? widgetScript() : null;
  const slot = useRef<HTMLLIElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const near = useScrolledIntoView(slot, { watching: scriptUrl !== null, margin: '200px 0px' });
  const [state, setState] = useState<WidgetState>('waiting');

  useEffect(() => {
    const container = widget.current;
    if (scriptUrl === null || !near || !container) return;
    let current = true;
    setState('loading');
    void import(/* webpackChunkName: "vk-widget" */ './vk-widget.loader')
      .then(({ showVkCommunity }) => showVkCommunity(container, { scriptUrl, groupId: SHOP_INFO.social.vkGroupId }))
      .catch(() => false)
      .then((shown) => {
        if (current) setState(shown ? 'shown' : 'failed');
      });
    return () => {
      current = false;
    };
  }, [scriptUrl, near]);

  const withWidget = scriptUrl !== null && state !== 'failed';
  const shown = withWidget && state === 'shown';
  return (
    <li ref={slot} className={withWidget ? 'shop-social__slot shop-social__slot--widget' : 'shop-social__slot'} data-testid="vk-community" data-widget={state}>
      {!shown && card}
      {withWidget && (
        <div
          id={WIDGET_ELEMENT_ID}
          ref={widget}
          className={shown ? 'shop-social__widget' : 'shop-social__widget shop-social__widget--pending'}
          aria-label="Сообщество ВКонтакте"
          role="region"
          data-testid="vk-widget"
        />
      )}
    </li>
  );
}
