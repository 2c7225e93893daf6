import { useMemo, useRef, useState } from 'react';
// Only the rules the sliders use (issue 29 §20), not 'swiper/css', which the page would inline whole.
import '@trama/shared/ui/swiper-core.css';
import '../../../components/swiper/swiper-pagination.css';
import { ContentImage } from '../../../components/content-image.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import { ContentVideo } from '../../../components/content-video.tsx';
import type { WidgetView } from '../../../components/grid/widget-view.ts';
import { useSwiper } from '../../../components/swiper/use-swiper.ts';
import type { ContentT } from '../../../components/use-content-t.ts';
import { showsBannerSlider } from '../model/home-layout.ts';
import { bannerSliderOptions, homeAutoplayEnabled } from '../model/slider-settings.ts';

/** Intrinsic banner size (the API's banner art is 16:7); CSS scales it to the viewport width. */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 700;

interface BannerSliderProps {
  banners: WidgetView[];
  language: string;
  t: ContentT;
}

function viewport(): { width: number; reducedMotion: boolean } {
  if (typeof window === 'undefined') return { width: 0, reducedMotion: true };
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return { width: window.innerWidth, reducedMotion };
}

/** Storefront §2 Home section 1: the banner slider, nothing at all with one banner or fewer. */
export function BannerSlider({ banners, language, t }: BannerSliderProps) {
  if (!showsBannerSlider(banners)) return null;
  return <Slider banners={banners} language={language} t={t} />;
}

function Slider({ banners, language, t }: BannerSliderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [{ width, reducedMotion }] = useState(viewport);
  const autoplay = homeAutoplayEnabled(width, reducedMotion);
  const [paused, setPaused] = useState(false);
  const previous = t('home.previousSlide');
  const next = t('home.nextSlide');
  // Swiper fills {{index}} itself.
  const slide = t('home.goToSlide', { index: '{{index}}' });
  const options = useMemo(
    () => bannerSliderOptions(width, reducedMotion, { previous, next, slide }),
    [width, reducedMotion, previous, next, slide],
  );
  const swiper = useSwiper(ref, options);

  const togglePause = () => {
    if (!swiper?.autoplay) return;
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setPaused(!paused);
  };

  return (
    <section className="cnt-banners" aria-roledescription={t('home.carousel')} aria-label={t('home.bannersLabel')}>
      <div className="swiper cnt-banners__swiper" ref={ref}>
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            <div
              className="swiper-slide cnt-banner"
              key={banner.key}
              role="group"
              aria-roledescription={t('home.slideRole')}
              aria-label={t('home.slide', { index: index + 1, count: banners.length })}
            >
              <ContentLink language={language} menuHref={banner.link?.menuHref} className="cnt-banner__link">
                {banner.photo ? (
                  <ContentImage
                    className="cnt-banner__media"
                    photo={banner.photo}
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    priority={index === 0}
                  />
                ) : banner.video ? (
                  <ContentVideo
                    className="cnt-banner__media"
                    url={banner.video}
                    title={banner.title ?? t('home.bannersLabel')}
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                  />
                ) : null}
                {banner.title || banner.subtitle || banner.link?.label ? (
                  <span className="cnt-banner__caption">
                    {banner.title ? <span className="cnt-banner__title">{banner.title}</span> : null}
                    {banner.subtitle ? <span className="cnt-banner__subtitle">{banner.subtitle}</span> : null}
                    {banner.link?.label ? <span className="cnt-banner__cta">{banner.link.label}</span> : null}
                  </span>
                ) : null}
              </ContentLink>
            </div>
          ))}
        </div>
        <div className="cnt-banners__pagination" />
      </div>
      {autoplay && swiper ? (
        <button type="button" className="cnt-banners__pause" onClick={togglePause} aria-pressed={paused}>
          {paused ? t('home.play') : t('home.pause')}
        </button>
      ) : null}
    </section>
  );
}
