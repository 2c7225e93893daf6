import { createElement, useEffect, useRef, useState } from 'react';
import { loadAltcha } from './load-altcha.ts';

export interface CaptchaFieldProps {
  language: string;
  /** Where the widget fetches its challenge (the API's /api/external/altcha/challenge). */
  challengeUrl: string;
  /** The group's accessible name (the form's captcha label). */
  label: string;
  /** Bumped by the form to ask for a new challenge (after a refused or replayed solution). */
  resetCount: number;
  /** The widget's base64 payload once solved; null while unsolved or after a reset. */
  onChange: (payload: string | null) => void;
  /** The remote's class for the box (it keeps its height while the widget loads). */
  className?: string;
  testId?: string;
}

/**
 * Account §5 Contact and Shopper forms: the captcha, an ALTCHA widget (self-hosted proof of work).
 * The page may be rendered on a server, so the custom element is only defined once this runs in
 * the browser; the server and the first browser render both draw the empty box.
 */
export function CaptchaField({ language, challengeUrl, label, resetCount, onChange, className, testId }: CaptchaFieldProps) {
  // A callback ref: the element exists only once the widget's code has loaded.
  const [widget, setWidget] = useState<HTMLElement | null>(null);
  // The widget's language code once its code has loaded; null until then.
  const [widgetLanguage, setWidgetLanguage] = useState<string | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    loadAltcha(language).then(
      (code) => live && setWidgetLanguage(code),
      (error: unknown) => console.warn('[captcha] widget unavailable', error),
    );
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    const element = widget;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail ?? {};
      report.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [widget]);

  // A new element is a new challenge: the widget is drawn again for each reset.
  useEffect(() => {
    if (resetCount > 0) report.current(null);
  }, [resetCount]);

  return (
    <div className={className} role="group" aria-label={label} data-testid={testId} data-ready={widgetLanguage !== null}>
      {widgetLanguage &&
        createElement('altcha-widget', { key: resetCount, ref: setWidget, challenge: challengeUrl, language: widgetLanguage, name: 'altcha' })}
    </div>
  );
}
