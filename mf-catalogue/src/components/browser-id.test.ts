import { afterEach, describe, expect, it } from 'vitest';
import { browserId } from './browser-id.ts';

afterEach(() => localStorage.clear());

describe('browser id (storefront §9, §4 Cookie consent)', () => {
  it('§4 before any choice and after a rejection: none, and an old stored id is not read', () => {
    expect(browserId()).toBeNull();
    localStorage.setItem('browserId', 'old-id');
    localStorage.setItem('access', 'cookieRejected');
    expect(browserId()).toBeNull();
  });

  it('§4 after approval: created once, then the same', () => {
    localStorage.setItem('access', 'cookieApproval');
    const id = browserId();
    expect(id).toBeTruthy();
    expect(localStorage.getItem('browserId')).toBe(id);
    expect(browserId()).toBe(id);
  });
});
