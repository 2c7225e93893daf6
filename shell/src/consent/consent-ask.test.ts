import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE, isConsentAsked, setConsentAsked } from './consent-ask.ts';

afterEach(() => document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE));

describe('the consent attribute on <html> (storefront §4, wake on use)', () => {
  it('the stylesheet hides the banner on exactly the attribute and value the loader and the banner set', () => {
    const css = readFileSync(join(import.meta.dirname, 'cookie-banner.css'), 'utf8').replace(/'/g, '"');
    expect(css).toContain(`html:not([${CONSENT_ASK_ATTRIBUTE}="${CONSENT_ASK_VALUE}"]) .sh-consent {\n  display: none;`);
  });

  it('asks and stops asking on <html>', () => {
    expect(isConsentAsked()).toBe(false);
    setConsentAsked(true);
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    expect(isConsentAsked()).toBe(true);
    setConsentAsked(false);
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
    expect(isConsentAsked()).toBe(false);
  });
});
