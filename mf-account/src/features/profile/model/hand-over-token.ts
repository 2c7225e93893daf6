import { getBus } from '@trama/shared/bus';

/**
 * Account §5 / issue 14: a password change refuses every earlier token, and the answer carries
 * this session's new one. The shell owns the session: hand the token over on the bus
 * (`auth.renew`, contract 1.7) so the shopper stays signed in here and nowhere else.
 */
export function handOverToken(token: string): void {
  getBus().send('auth.renew', { token });
}
