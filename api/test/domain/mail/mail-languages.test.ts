/**
 * Issue 17 §1/§3: every e-mail the shop sends (activation, password reset, personal shopper,
 * order confirmation) is written in the shopper's language, with prices and dates in its locale.
 */
import { describe, expect, it } from 'vitest';
import type { orderLines, orders } from '../../../src/db/schema.ts';
import { activationMail, passwordResetMail } from '../../../src/domain/mail/account-mails.ts';
import type { MailMessage } from '../../../src/domain/mail/mailer.ts';
import { orderConfirmationMail } from '../../../src/domain/mail/order-mails.ts';
import { shopperConfirmationMail } from '../../../src/domain/mail/shopper-mails.ts';

const LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
type MailLanguage = (typeof LANGUAGES)[number];

const account = { to: 'giulia@example.com', firstName: 'Giulia', origin: 'https://shop.example', key: 'k1' };

const shopper = (language: string) =>
  shopperConfirmationMail({
    to: 'giulia@example.com',
    name: 'Giulia',
    language,
    slot: '2026-12-01T10:30',
    store: { name: 'Trama Casa Milano Brera', address: 'Corso Garibaldi 42', zip: '20121', city: 'Milano', phone: '+39 02 8646 2210' },
  });

const order = (language: string) =>
  orderConfirmationMail(
    {
      orderId: 100005,
      language,
      email: 'giulia@example.com',
      currency: 'EUR',
      totalAmount: 162.9,
      selectedPrice: 1,
      orderDate: new Date('2026-11-24T09:00:00Z'),
    } as typeof orders.$inferSelect,
    [{ quantity: 2, productName: 'Federa in lino', size: '50x80', lineTotal: 162.9, itemTypeCode: 'S' }] as (typeof orderLines.$inferSelect)[],
  );

/** Each language's mail says its own words (checked in the order written). */
function expectTextInEachLanguage(mail: (language: MailLanguage) => MailMessage, words: Record<MailLanguage, string>) {
  for (const [language, text] of Object.entries(words)) expect(mail(language as MailLanguage).text).toContain(text);
}

const MAILS: Record<string, (language: MailLanguage) => MailMessage> = {
  activation: (language) => activationMail({ ...account, language }),
  'password reset': (language) => passwordResetMail({ ...account, language }),
  'personal shopper': shopper,
  'order confirmation': order,
};

/** The mail's own sentences: its text without the parts every language shares (names, links, numbers). */
const sentences = (mail: MailMessage) =>
  mail.text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.split(' ').length > 2 && !line.startsWith('http'));

describe('e-mails in the five languages (issue 17 §1)', () => {
  for (const [kind, compose] of Object.entries(MAILS)) {
    it(`issue 17 §1 the ${kind} mail is written in each language, never in English for fr, de, es`, () => {
      const english = compose('en');
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        const mail = compose(language);
        expect(mail.language).toBe(language);
        expect(mail.html).toContain(`<html lang="${language}">`);
        subjects.add(mail.subject);
        if (language === 'en') continue;
        const left = sentences(mail).filter((line) => sentences(english).includes(line));
        expect(left, `${kind} ${language}`).toEqual([]);
      }
      expect(subjects.size, kind).toBe(LANGUAGES.length);
    });
  }

  it('issue 17 §1 a language the shop does not speak gets Italian, the shop\'s own', () => {
    expect(activationMail({ ...account, language: 'pt' }).subject).toBe(activationMail({ ...account, language: 'it' }).subject);
  });

  it('issue 17 §3 the order mail writes prices as the shop does in each language', () =>
    expectTextInEachLanguage(order, {
      it: 'Totale: 162,90 €',
      en: 'Total: €162.90',
      de: 'Summe: 162,90 €',
      fr: 'Total: 162,90 €',
      es: 'Total: 162,90 €',
    }));

  it('issue 17 §3 the shopper mail names the day in the shopper\'s words, English as written in Ireland', () =>
    expectTextInEachLanguage(shopper, {
      it: 'martedì 1 dicembre 2026',
      en: 'Tuesday 1 December 2026',
      fr: 'mardi 1 décembre 2026',
      de: 'Dienstag, 1. Dezember 2026',
      es: 'martes, 1 de diciembre de 2026',
    }));
});
