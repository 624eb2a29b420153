import { COOKIE_CONSENT_PRESETS, type CookieConsentDto } from '@shop/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { readStorage } from '../browser-storage';
import { COOKIE_CONSENT_KEY } from './cookie-consent.api';
import type { CookieBannerMode } from './use-cookie-consent';

type OptionalCategory = 'analytics' | 'marketing' | 'preferences';

const CATEGORIES: readonly { key: OptionalCategory | 'functional'; title: string; text: string }[] = [
  {
    key: 'functional',
    title: 'Функциональные',
    text: 'Нужны, чтобы сайт работал: вход в личный кабинет, корзина, защита от повторных лайков и ваш выбор cookie.',
  },
  {
    key: 'analytics',
    title: 'Аналитические',
    text: 'Помогают понять, какие страницы полезны, и сделать магазин удобнее.',
  },
  {
    key: 'marketing',
    title: 'Маркетинговые',
    text: 'Позволяют показывать вам подходящие предложения, в том числе в социальных сетях.',
  },
  {
    key: 'preferences',
    title: 'Предпочтения',
    text: 'Запоминают ваши настройки, чтобы не спрашивать о них снова.',
  },
];

interface Props {
  initialMode: CookieBannerMode;
  onChoose: (consent: CookieConsentDto) => void;
}

/**
 * Spec §4 'Cookie banner'. Summary mode: Отклонить все / Настроить / Принять все. Settings mode:
 * functional always on and locked, the other three switches start from the spec's defaults.
 * Not modal: the page stays usable while the banner waits for an answer.
 */
export default function CookieBanner({ initialMode, onChoose }: Props) {
  const [mode, setMode] = useState(initialMode);
  const [choices, setChoices] = useState(() => initialChoices(initialMode));
  const sectionRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(initialMode === 'settings');
  // Opened from the footer: focus goes back to that button once the visitor has chosen.
  const [opener] = useState(() => (initialMode === 'settings' ? document.activeElement : null));
  const id = useId();

  // Keyboard users who switch modes (or open the settings from the footer) land on the new title.
  useEffect(() => {
    if (moved.current) titleRef.current?.focus();
  }, [mode]);

  const switchMode = (next: CookieBannerMode) => {
    moved.current = true;
    setMode(next);
  };

  const choose = (consent: CookieConsentDto) => {
    const hadFocus = sectionRef.current?.contains(document.activeElement) ?? false;
    onChoose(consent);
    if (!hadFocus) return;
    const target = opener instanceof HTMLElement && opener.isConnected ? opener : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };

  return (
    <section ref={sectionRef} className="sh-cookie" aria-labelledby={`${id}-title`} data-testid="cookie-banner" data-mode={mode}>
      <h2 id={`${id}-title`} className="sh-cookie__title" ref={titleRef} tabIndex={-1}>
        {mode === 'summary' ? 'Мы используем файлы cookie' : 'Настройки cookie'}
      </h2>
      {mode === 'summary' ? (
        <>
          <p className="sh-cookie__text">
            Часть из них нужна, чтобы сайт работал. С вашего согласия мы также используем cookie для аналитики, маркетинга и
            сохранения ваших настроек. Подробнее — в <Link to="/cookie-policy">политике использования cookie</Link>.
          </p>
          <div className="sh-cookie__actions">
            <button type="button" className="sh-cookie__button" onClick={() => choose({ ...COOKIE_CONSENT_PRESETS.rejectAll })}>
              Отклонить все
            </button>
            <button type="button" className="sh-cookie__button" onClick={() => switchMode('settings')}>
              Настроить
            </button>
            <button
              type="button"
              className="sh-cookie__button sh-cookie__button--primary"
              onClick={() => choose({ ...COOKIE_CONSENT_PRESETS.acceptAll })}
            >
              Принять все
            </button>
          </div>
        </>
      ) : (
        <>
          <ul className="sh-cookie__options">
            {CATEGORIES.map((category) => {
              const locked = category.key === 'functional';
              const inputId = `${id}-${category.key}`;
              return (
                <li key={category.key} className="sh-cookie__option">
                  <input
                    id={inputId}
                    type="checkbox"
                    role="switch"
                    className="sh-cookie__switch"
                    checked={locked ? true : choices[category.key as OptionalCategory]}
                    disabled={locked}
                    aria-describedby={`${inputId}-text`}
                    onChange={(event) => {
                      if (locked) return;
                      const checked = event.currentTarget.checked;
                      setChoices((current) => ({ ...current, [category.key]: checked }));
                    }}
                  />
                  <label htmlFor={inputId} className="sh-cookie__option-title">
                    {category.title}
                    {locked && <span className="sh-cookie__locked"> — всегда включены</span>}
                  </label>
                  <p id={`${inputId}-text`} className="sh-cookie__option-text">
                    {category.text}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="sh-cookie__actions">
            <button type="button" className="sh-cookie__button" onClick={() => switchMode('summary')}>
              Назад
            </button>
            <button
              type="button"
              className="sh-cookie__button sh-cookie__button--primary"
              onClick={() => choose({ accepted: true, ...choices })}
            >
              Сохранить
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** Settings start from the spec's defaults, or from the visitor's earlier choice when reopened. */
function initialChoices(mode: CookieBannerMode): Record<OptionalCategory, boolean> {
  const { analytics, marketing, preferences } = COOKIE_CONSENT_PRESETS.settingsDefaults;
  const defaults = { analytics, marketing, preferences };
  if (mode !== 'settings') return defaults;
  try {
    const stored = JSON.parse(readStorage('local', COOKIE_CONSENT_KEY) ?? 'null') as Partial<CookieConsentDto> | null;
    if (stored?.accepted !== true) return defaults;
    return {
      analytics: stored.analytics === true,
      marketing: stored.marketing === true,
      preferences: stored.preferences === true,
    };
  } catch {
    return defaults;
  }
}
