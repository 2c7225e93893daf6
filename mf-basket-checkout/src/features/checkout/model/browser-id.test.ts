import { afterEach, describe, expect, it } from 'vitest';
import { browserId } from './browser-id.ts';

afterEach(() => localStorage.clear());

describe('checkout browser id (account §9, storefront §4 Cookie consent)', () => {
  it('§4 without approval or after a rejection: empty, nothing created or stored', () => {
    expect(browserId()).toBe('');
    localStorage.setItem('access', 'cookieRejected');
    expect(browserId()).toBe('');
    expect(localStorage.getItem('browserId')).toBeNull();
  });

  it('§4 after approval: one id per browser, kept', () => {
    localStorage.setItem('access', 'cookieApproval');
    const id = browserId();
    expect(id).not.toBe('');
    expect(localStorage.getItem('browserId')).toBe(id);
    expect(browserId()).toBe(id);
  });
});
