import { isValidEmail } from '@trama/shared/rules';

/** Storefront §4 Newsletter / §9: the result message shows for 5 seconds. */
export const NEWSLETTER_MESSAGE_MS = 5000;

export type NewsletterStatus = 'idle' | 'sending' | 'subscribed' | 'failed';

export interface NewsletterState {
  email: string;
  consent: boolean;
  /** The ALTCHA widget's solution (issue 16: the API requires one, accepted once); null until solved. */
  captcha: string | null;
  status: NewsletterStatus;
  /** The address the message speaks about (newsletter.checkMailbox is preceded by it). */
  sentEmail: string | null;
}

export type NewsletterAction =
  | { type: 'email'; value: string }
  | { type: 'consent'; value: boolean }
  | { type: 'captcha'; value: string | null }
  | { type: 'send' }
  | { type: 'subscribed' }
  | { type: 'failed' }
  | { type: 'expired' };

export const initialNewsletterState: NewsletterState = { email: '', consent: false, captcha: null, status: 'idle', sentEmail: null };

/**
 * §5: submit needs the consent ticked and a valid e-mail (and the solved captcha the API asks for);
 * §4: disabled while sending and once subscribed.
 */
export function canSubmit(state: NewsletterState): boolean {
  return state.consent && isValidEmail(state.email) && state.captcha !== null && state.status !== 'sending' && state.status !== 'subscribed';
}

/**
 * §4 Newsletter: on success the form is subscribed; 5 seconds after the answer the message hides,
 * and after a subscription the e-mail, consent and the (spent) captcha are cleared. A failure keeps
 * what the shopper typed, so a retry is one click (the form drops a refused captcha itself).
 */
export function newsletterReducer(state: NewsletterState, action: NewsletterAction): NewsletterState {
  switch (action.type) {
    case 'email':
      return state.status === 'subscribed' ? state : { ...state, email: action.value };
    case 'consent':
      return state.status === 'subscribed' ? state : { ...state, consent: action.value };
    case 'captcha':
      return { ...state, captcha: action.value };
    case 'send':
      return canSubmit(state) ? { ...state, status: 'sending', sentEmail: state.email.trim() } : state;
    case 'subscribed':
      return state.status === 'sending' ? { ...state, status: 'subscribed' } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'failed' } : state;
    case 'expired':
      if (state.status === 'subscribed') return initialNewsletterState;
      if (state.status === 'failed') return { ...state, status: 'idle', sentEmail: null };
      return state;
  }
}

/**
 * §4 Newsletter: the call succeeded AND its result is not ERROR. The answer's shape varies by
 * variant (a bare string, { result }, { status }), so each is read defensively.
 */
export function isSubscribed(answer: unknown): boolean {
  const read = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : null);
  if (typeof answer === 'string') return read(answer) !== 'ERROR';
  if (answer && typeof answer === 'object') {
    const { result, status } = answer as { result?: unknown; status?: unknown };
    return read(result) !== 'ERROR' && read(status) !== 'ERROR';
  }
  return true;
}
