import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  initialNewsletterState,
  isSubscribed,
  newsletterReducer,
  type NewsletterAction,
  type NewsletterState,
} from './newsletter-state.ts';

const run = (...actions: NewsletterAction[]): NewsletterState => actions.reduce(newsletterReducer, initialNewsletterState);
const filled = (): NewsletterAction[] => [
  { type: 'email', value: 'anna@trama.it' },
  { type: 'consent', value: true },
  { type: 'captcha', value: 'c29sdmVk' },
];

describe('newsletter rules', () => {
  it('§5 submit needs the consent ticked and a valid e-mail', () => {
    const solved: NewsletterAction = { type: 'captcha', value: 'c29sdmVk' };
    expect(canSubmit(run({ type: 'email', value: 'anna@trama.it' }, solved))).toBe(false);
    expect(canSubmit(run({ type: 'consent', value: true }, { type: 'email', value: 'anna@trama' }, solved))).toBe(false);
    expect(canSubmit(run(...filled()))).toBe(true);
  });

  it('issue 16: submit also needs the solved captcha, which a subscription spends', () => {
    expect(canSubmit(run(...filled(), { type: 'captcha', value: null }))).toBe(false);
    expect(run(...filled(), { type: 'send' }, { type: 'subscribed' }, { type: 'expired' }).captcha).toBeNull();
  });

  it('§4 on success the form is subscribed and cannot be sent again', () => {
    const state = run(...filled(), { type: 'send' }, { type: 'subscribed' });
    expect(state.status).toBe('subscribed');
    expect(canSubmit(state)).toBe(false);
    expect(newsletterReducer(state, { type: 'email', value: 'other@trama.it' }).email).toBe('anna@trama.it');
  });

  it('§4 5 seconds after a subscription the message hides and e-mail and consent are cleared', () => {
    expect(run(...filled(), { type: 'send' }, { type: 'subscribed' }, { type: 'expired' })).toEqual(initialNewsletterState);
  });

  it('after a failure the message hides but the typed e-mail stays for a retry', () => {
    const state = run(...filled(), { type: 'send' }, { type: 'failed' }, { type: 'expired' });
    expect(state).toMatchObject({ status: 'idle', email: 'anna@trama.it', consent: true });
    expect(canSubmit(state)).toBe(true);
  });

  it('does not send twice while the first call is on its way', () => {
    const sending = run(...filled(), { type: 'send' });
    expect(sending.status).toBe('sending');
    expect(canSubmit(sending)).toBe(false);
  });

  it('§4 a SUCCESS whose result is ERROR is a failure', () => {
    expect(isSubscribed({ result: 'OK' })).toBe(true);
    expect(isSubscribed(undefined)).toBe(true);
    expect(isSubscribed({ status: 'SUCCESS', result: 'ERROR' })).toBe(false);
    expect(isSubscribed('ERROR')).toBe(false);
    expect(isSubscribed({ status: 'ERROR' })).toBe(false);
  });
});
