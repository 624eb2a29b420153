import {
  COOKIE_CONSENT_FORM_PATH,
  COOKIE_CONSENT_PRESETS,
  COOKIE_SETTINGS_PARAM,
  HYDRATES_ALONE_ATTRIBUTES,
  cookieChoiceCloses,
  type CookieBannerChoice,
  type CookieBannerMode,
  type CookieConsentDto,
} from '@shop/domain';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

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
  /** Where the switches start: the visitor's recorded choice, else the spec's defaults. */
  settingsStart: CookieConsentDto;
  onChoose: (consent: CookieConsentDto) => void;
}

/**
 * Spec §4 'Cookie banner'. Summary mode: Отклонить все / Настроить / Принять все. Settings mode:
 * functional always on and locked, the other three switches start from the recorded choice or the
 * spec's defaults. Not modal: the page stays usable while the banner waits for an answer.
 *
 * It is a plain HTML form as well: without JavaScript each button posts its `choice` (and the
 * switches) to the server, which records it for this browser and sends the visitor back (303).
 */
export default function CookieBanner({ initialMode, settingsStart, onChoose }: Props) {
  const [mode, setMode] = useState(initialMode);
  const [choices, setChoices] = useState<Record<OptionalCategory, boolean>>(() => ({
    analytics: settingsStart.analytics,
    marketing: settingsStart.marketing,
    preferences: settingsStart.preferences,
  }));
  const returnPath = useReturnPath();
  const sectionRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(initialMode === 'settings');
  // Opened from the footer: focus goes back to that button once the visitor has chosen.
  const [opener] = useState(() => (initialMode === 'settings' && typeof document !== 'undefined' ? document.activeElement : null));
  const id = useId();
  // Rendered by the server as not live; marked live once its handlers are attached here (its code
  // loads after the shell's), on the element itself, so the banner does not render twice.
  useEffect(() => {
    sectionRef.current?.setAttribute(HYDRATES_ALONE_ATTRIBUTES.live, '');
  }, []);

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
    <section
      ref={sectionRef}
      className="sh-cookie"
      aria-labelledby={`${id}-title`}
      data-testid="cookie-banner"
      data-mode={mode}
      {...{ [HYDRATES_ALONE_ATTRIBUTES.part]: '' }}
    >
      <form method="post" action={COOKIE_CONSENT_FORM_PATH}>
        <input type="hidden" name="return" value={returnPath} />
        <h2 id={`${id}-title`} className="sh-cookie__title" ref={titleRef} tabIndex={-1}>
          {mode === 'summary' ? 'Мы используем файлы cookie' : 'Настройки cookie'}
        </h2>
        {mode === 'summary' ? (
          <>
            <p className="sh-cookie__text">
              Часть из них нужна, чтобы сайт работал. С вашего согласия мы также используем cookie для аналитики, маркетинга и сохранения ваших настроек.
              Подробнее — в <Link to="/cookie-policy">политике использования cookie</Link>.
            </p>
            <div className="sh-cookie__actions">
              <ChoiceButton choice="reject" onPress={() => choose({ ...COOKIE_CONSENT_PRESETS.rejectAll })}>
                Отклонить все
              </ChoiceButton>
              <ChoiceButton choice="settings" onPress={() => switchMode('settings')}>
                Настроить
              </ChoiceButton>
              <ChoiceButton choice="accept" primary onPress={() => choose({ ...COOKIE_CONSENT_PRESETS.acceptAll })}>
                Принять все
              </ChoiceButton>
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
                      name={locked ? undefined : category.key}
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
              <ChoiceButton choice="summary" onPress={() => switchMode('summary')}>
                Назад
              </ChoiceButton>
              <ChoiceButton choice="save" primary onPress={() => choose({ accepted: true, ...choices })}>
                Сохранить
              </ChoiceButton>
            </div>
          </>
        )}
      </form>
    </section>
  );
}

/** A submit button of the banner's form; with JavaScript the press is handled here and nothing is posted. */
function ChoiceButton({
  choice,
  primary = false,
  onPress,
  children,
}: {
  choice: CookieBannerChoice;
  primary?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onPress();
  };
  return (
    <button
      type="submit"
      name="choice"
      value={choice}
      className={`sh-cookie__button${primary ? ' sh-cookie__button--primary' : ''}`}
      onClick={press}
      {...(cookieChoiceCloses(choice) ? { [HYDRATES_ALONE_ATTRIBUTES.closes]: '' } : {})}
    >
      {children}
    </button>
  );
}

/** The page the form returns to: this one, without the parameter that opened the settings. */
function useReturnPath(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(COOKIE_SETTINGS_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
