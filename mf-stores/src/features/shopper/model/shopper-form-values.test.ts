import { describe, expect, it } from 'vitest';
import { EMPTY_SHOPPER_FORM, firstInvalidField, shopperRequest, validateShopper } from './shopper-form-values.ts';

const filled = { contactName: 'Anna Neri', contactEmail: 'anna@example.it', contactPhone: '333 1234567', ticketMessage: '' };

describe('shopper form (account §5 Shopper form, §3 Shopper request)', () => {
  it('§5 name, e-mail, phone and the captcha are required; the message is not', () => {
    expect(validateShopper(EMPTY_SHOPPER_FORM, null)).toEqual({
      contactName: 'validation.required',
      contactEmail: 'validation.required',
      contactPhone: 'validation.required',
      recaptcha: 'validation.required',
    });
    expect(validateShopper(filled, 'payload')).toEqual({});
  });

  it('§5 the e-mail format is checked', () => {
    expect(validateShopper({ ...filled, contactEmail: 'anna@example' }, 'payload')).toEqual({ contactEmail: 'validation.email' });
  });

  it('§5 the first invalid field is the first one on the form', () => {
    expect(firstInvalidField({ recaptcha: 'validation.required', contactPhone: 'validation.required' })).toBe('contactPhone');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('§3 the request carries subject SHO, the slot, the store and the captcha; an empty message is left out', () => {
    const context = { brandId: 3, language: 'it', country: 'IT', storeId: 1, appointmentDate: '2026-03-09T10:30', altcha: 'p' };
    const request = shopperRequest({ ...filled, contactName: '  Anna Neri ' }, context);
    expect(request).toEqual({ ...filled, ...context, ticketMessage: undefined, ticketSubjectCode: 'SHO', ticketMessageFrom: 'C' });
    expect('ticketMessage' in request).toBe(false);
  });
});
