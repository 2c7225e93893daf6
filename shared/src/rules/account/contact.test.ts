import { describe, expect, it } from 'vitest';
import { canSubmitContact, validateContact, type ContactFormValues } from './contact.ts';

const subjects = ['ORD', 'PRD'];
const form: ContactFormValues = {
  contactName: 'Giulia Bianchi',
  contactEmail: 'giulia@example.com',
  contactPhone: '',
  ticketSubjectCode: 'ORD',
  orderId: '',
  ticketMessage: 'Dov’è il mio ordine?',
};

describe('contact form (account §5 Contact form)', () => {
  it('§5 a filled form with a solved captcha can be sent; the phone and order number are optional', () => {
    expect(validateContact(form, subjects, 'payload')).toEqual({});
    expect(canSubmitContact(form, subjects, 'payload')).toBe(true);
  });

  it('§5 name, e-mail, message, subject and captcha are required (captcha: validation.required on recaptcha)', () => {
    const empty = { ...form, contactName: ' ', contactEmail: '', ticketMessage: '', ticketSubjectCode: '' };
    expect(validateContact(empty, subjects, null)).toEqual({
      contactName: 'validation.required',
      contactEmail: 'validation.required',
      ticketMessage: 'validation.required',
      ticketSubjectCode: 'validation.required',
      recaptcha: 'validation.required',
    });
    expect(canSubmitContact(form, subjects, null)).toBe(false);
  });

  it('§5 the e-mail must be well formed', () => {
    expect(validateContact({ ...form, contactEmail: 'giulia@' }, subjects, 'p').contactEmail).toBe('validation.email');
  });

  it('§3 the subject must be one of the form list', () => {
    expect(validateContact({ ...form, ticketSubjectCode: 'XXX' }, subjects, 'p').ticketSubjectCode).toBe('validation.required');
  });

  it('§5 / §9 order number: digits only, at most 9', () => {
    expect(validateContact({ ...form, orderId: '123456789' }, subjects, 'p')).toEqual({});
    expect(validateContact({ ...form, orderId: '1234567890' }, subjects, 'p').orderId).toBe('contact.orderNumber');
    expect(validateContact({ ...form, orderId: '12A' }, subjects, 'p').orderId).toBe('contact.orderNumber');
    expect(validateContact({ ...form, orderId: '-12' }, subjects, 'p').orderId).toBe('contact.orderNumber');
  });

  it('the message is at most 2000 characters and the name 60 (bounds of our own: the spec gives none)', () => {
    expect(validateContact({ ...form, ticketMessage: 'm'.repeat(2000) }, subjects, 'p')).toEqual({});
    expect(validateContact({ ...form, ticketMessage: 'm'.repeat(2001) }, subjects, 'p').ticketMessage).toBe('contact.tooLong');
    expect(validateContact({ ...form, contactName: 'n'.repeat(61) }, subjects, 'p').contactName).toBe('contact.tooLong');
  });
});
