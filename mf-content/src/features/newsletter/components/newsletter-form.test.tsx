import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { json, stubFetch } from '../../../test/network.ts';
import { NewsletterForm } from './newsletter-form.tsx';

// The widget's code (a custom element doing the proof of work) is not what these tests check.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/it', () => ({}));
vi.mock('altcha/altcha.css', () => ({}));

const props = { language: 'it', path: '/', apiBaseUrl: '' };
/** Issue 29 §6: double opt-in, so a form's success asks the shopper to confirm from the mailbox. */
const SUCCESS = 'riceverà un’e-mail con un link per confermare l’iscrizione: controlla la tua casella di posta.';
const FAILURE = 'Errore durante l’iscrizione alla newsletter, riprova più tardi.';

const email = () => screen.getByLabelText<HTMLInputElement>('Indirizzo e-mail');
const consent = () => screen.getByRole<HTMLInputElement>('checkbox');
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Iscriviti' });
const message = () => screen.getByRole('status');

function fill(address: string, tick = true) {
  fireEvent.change(email(), { target: { value: address } });
  if (tick) fireEvent.click(consent());
}

/** What the ALTCHA widget reports once its proof of work is done (the newest widget: a reset draws a new one). */
async function solveCaptcha(payload = 'c29sdmVk') {
  // The widget's code loads through a (mocked) dynamic import: a few promise turns, no timers (those are fake here).
  let widget: Element | undefined;
  for (let turn = 0; turn < 50 && !widget; turn++) {
    await act(async () => {
      await Promise.resolve();
    });
    widget = [...document.querySelectorAll('altcha-widget')].at(-1);
  }
  if (!widget) throw new Error('no captcha widget');
  const solved = widget;
  act(() => {
    solved.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

/** Sends the form and lets the (stubbed) answer arrive. */
async function send() {
  await act(async () => {
    fireEvent.click(submit());
  });
}

beforeEach(() => {
  // Only the timers: promise jobs and React's scheduler stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('newsletter form', () => {
  it('§5 submit stays disabled until the consent is ticked, the e-mail is valid and the captcha solved', async () => {
    render(<NewsletterForm {...props} />);
    expect(submit().disabled).toBe(true);
    fill('anna@trama', true);
    expect(submit().disabled).toBe(true);
    fireEvent.change(email(), { target: { value: 'anna@trama.it' } });
    expect(submit().disabled).toBe(true);
    await solveCaptcha();
    expect(submit().disabled).toBe(false);
    fireEvent.click(consent());
    expect(submit().disabled).toBe(true);
  });

  it('§5 the consent box shows its error style when it is all that is missing', () => {
    const { container } = render(<NewsletterForm {...props} />);
    fill('anna@trama.it', false);
    expect(container.querySelector('.cnt-newsletter__consent--error')).not.toBeNull();
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(consent());
    expect(container.querySelector('.cnt-newsletter__consent--error')).toBeNull();
  });

  it('§4 [29.6] posts the e-mail and brand, then asks to confirm from the mailbox (newsletter.checkMailbox after the e-mail), then clears after 5 s', async () => {
    const fetchMock = stubFetch(() => json({ status: 'SUCCESS', result: 'OK' }));
    render(<NewsletterForm {...props} />);
    fill('anna@trama.it');
    await solveCaptcha('cGF5bG9hZA==');
    await send();

    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).includes('zg-newsletter-create')) ?? [];
    expect(String(url)).toBe('/api/external/azure/zg-newsletter-create');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'anna@trama.it', brandId: 3, altcha: 'cGF5bG9hZA==' });

    expect(message().textContent).toBe(`anna@trama.it ${SUCCESS}`);
    expect(submit().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(4999));
    expect(message().textContent).toBe(`anna@trama.it ${SUCCESS}`);
    act(() => vi.advanceTimersByTime(1));
    expect(message().textContent).toBe('');
    expect(email().value).toBe('');
    expect(consent().checked).toBe(false);
  });

  it('[31.4] §3 Banner labels, Newsletter subscription: the brand\'s CAMPAIGN_MAILING_ID label is sent as the mailingID', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/external/brands/3/label-languages'
        ? json([
            { labelType: 'BANNER1', label: 'Spedizione gratuita', language: 'it' },
            { labelType: 'CAMPAIGN_MAILING_ID', label: 'TC-NL-2025', language: 'it' },
          ])
        : json({ status: 'SUCCESS', result: 'OK' }),
    );
    render(<NewsletterForm {...props} />);
    fill('anna@trama.it');
    await solveCaptcha('cGF5bG9hZA==');
    await send();
    await act(async () => {
      await Promise.resolve();
    });
    const [, init] = fetchMock.mock.calls.find(([called]) => String(called).includes('zg-newsletter-create')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'anna@trama.it', brandId: 3, mailingID: 'TC-NL-2025', altcha: 'cGF5bG9hZA==' });
    expect(message().textContent).toBe(`anna@trama.it ${SUCCESS}`);
  });

  it('§4 an answer whose result is ERROR shows footer.news.6', async () => {
    stubFetch(() => json({ status: 'SUCCESS', result: 'ERROR' }));
    render(<NewsletterForm {...props} />);
    fill('anna@trama.it');
    await solveCaptcha();
    await send();
    expect(message().textContent).toBe(FAILURE);
  });

  it('§8 a failed call shows footer.news.6, which hides after 5 s keeping the e-mail for a retry', async () => {
    stubFetch(() => json({ statusCode: 500, code: 'BOOM', message: 'crm down' }, 500));
    render(<NewsletterForm {...props} />);
    fill('anna@trama.it');
    await solveCaptcha();
    await send();
    expect(message().textContent).toBe(FAILURE);
    act(() => vi.advanceTimersByTime(5000));
    expect(message().textContent).toBe('');
    expect(email().value).toBe('anna@trama.it');
    expect(submit().disabled).toBe(false);
  });

  it('§8 a refused or replayed captcha shows footer.news.6 and asks for a new solution', async () => {
    stubFetch(() => json({ statusCode: 409, code: 'CAPTCHA_REPLAYED', message: 'used', messageKey: 'footer.news.6' }, 409));
    render(<NewsletterForm {...props} />);
    fill('anna@trama.it');
    await solveCaptcha();
    await send();
    expect(message().textContent).toBe(FAILURE);
    expect(submit().disabled).toBe(true);
    await solveCaptcha('bnVvdm8=');
    expect(submit().disabled).toBe(false);
  });

  it('§4 popup variant: a success is reported to the shell (it stores noPop), after the message shows', async () => {
    stubFetch(() => json({ status: 'SUCCESS', result: 'OK' }));
    const onSubscribed = vi.fn();
    render(<NewsletterForm {...props} variant="popup" onSubscribed={onSubscribed} />);
    expect(screen.getByTestId('newsletter-popup')).toBeTruthy();
    fill('anna@trama.it');
    await solveCaptcha();
    expect(onSubscribed).not.toHaveBeenCalled();
    await send();
    // An address already on the list reads like a new one: the shopper learns nothing more.
    expect(message().textContent).toBe(`anna@trama.it ${SUCCESS}`);
    expect(onSubscribed).toHaveBeenCalledTimes(1);
  });

  it('§4 popup variant: a failure is not a subscription', async () => {
    stubFetch(() => json({ statusCode: 422, code: 'CAPTCHA_INVALID', message: 'no', messageKey: 'footer.news.6' }, 422));
    const onSubscribed = vi.fn();
    render(<NewsletterForm {...props} variant="popup" onSubscribed={onSubscribed} />);
    fill('anna@trama.it');
    await solveCaptcha();
    await send();
    expect(message().textContent).toBe(FAILURE);
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('has labelled fields and a live region for the result', () => {
    render(<NewsletterForm {...props} language="en" />);
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
    expect(screen.getByLabelText(/I agree to the processing/)).toBeTruthy();
    expect(message().getAttribute('aria-live')).toBe('polite');
  });
});
