import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import type { BannerLabel } from '@trama/shared/contract';
import { stubApi } from '../test-support/api.ts';
import { BannerStrip } from './banner-strip.tsx';
import { bannerTexts } from './banner-texts.ts';
import { forgetBannerTexts, primeBannerTexts } from './use-banner-texts.ts';

afterEach(() => {
  forgetBannerTexts();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const label = (labelType: BannerLabel['labelType'], text: string): BannerLabel => ({ labelType, label: text, language: 'it' });

describe('promotion banner strip (storefront §2, §3 Banner labels, §9)', () => {
  it('§3 shows the BANNER1..BANNER3 labels in order, empty ones left out', () => {
    const labels = [label('BANNER3', 'Tre'), label('BANNER1', 'Uno'), label('BANNER2', ' ')];
    expect(bannerTexts(labels)).toEqual(['Uno', 'Tre']);
    expect(bannerTexts(null)).toEqual([]);
  });

  it('[31.4] §3 Banner labels: the running PROMOTION joins the strip after BANNER1..3; ON_SALE and CAMPAIGN_MAILING_ID are no strip texts', () => {
    const labels = [
      label('CAMPAIGN_MAILING_ID', 'TC-NL-2025'),
      label('PROMOTION', 'Settimana del lino'),
      label('ON_SALE', 'Saldi'),
      label('BANNER2', 'Due'),
      label('BANNER1', 'Uno'),
    ];
    expect(bannerTexts(labels)).toEqual(['Uno', 'Due', 'Settimana del lino']);
  });

  it('§9 rotates every 4 seconds and can be paused', async () => {
    vi.useFakeTimers();
    stubApi({ labels: [label('BANNER1', 'Spedizione gratuita'), label('BANNER2', 'Saldi di stagione')] });
    render(
      <I18nextProvider i18n={getI18n()}>
        <BannerStrip language="it" />
      </I18nextProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    const text = () => screen.getByTestId('banner-text').textContent;
    expect(text()).toBe('Spedizione gratuita');
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(text()).toBe('Spedizione gratuita');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(text()).toBe('Saldi di stagione');
    act(() => screen.getByRole('button', { name: /Ferma/ }).click());
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(text()).toBe('Saldi di stagione');
  });

  it('[30.5] primed texts (the server\'s, embedded in the page) render at once and are not fetched again', async () => {
    const api = stubApi({ labels: [label('BANNER1', 'Altro')] });
    primeBannerTexts('it', ['Spedizione gratuita sopra 79 €']);
    render(
      <I18nextProvider i18n={getI18n()}>
        <BannerStrip language="it" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('banner-text').textContent).toBe('Spedizione gratuita sopra 79 €');
    await act(() => Promise.resolve());
    expect(screen.getByTestId('banner-text').textContent).toBe('Spedizione gratuita sopra 79 €');
    expect(api.calls.filter((call) => call.includes('/label-languages'))).toEqual([]);
  });
});
