import { useEffect, useState } from 'react';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { BANNER_ROTATION_MS } from './banner-texts.ts';
import { useBannerTexts } from './use-banner-texts.ts';

/**
 * Storefront §2 promotion banner strip: BANNER1..3 rotating every 4 s (§9). Its height is fixed so
 * the page never jumps; rotation pauses on hover and focus, and with the button (WCAG 2.2.2).
 * Server rendered with the first text (issue 30 §5); it rotates once the page runs.
 */
export function BannerStrip({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  const texts = useBannerTexts(language);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = texts.length > 1 && !paused && !hovered;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => i + 1), BANNER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  const text = texts.length ? texts[index % texts.length] : '';
  return (
    <section
      className="sh-banner"
      aria-label={t('banner.label')}
      data-testid="banner-strip"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <p className="sh-banner__text" data-testid="banner-text">
        {text}
      </p>
      {texts.length > 1 && (
        <button type="button" className="sh-banner__toggle" onClick={() => setPaused(!paused)}>
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          <span className="ui-visually-hidden">{t(paused ? 'banner.play' : 'banner.pause')}</span>
        </button>
      )}
    </section>
  );
}
