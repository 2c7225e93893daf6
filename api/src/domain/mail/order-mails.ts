/**
 * The order confirmation e-mail, sent once when a verified payment makes the order paid
 * (account §4 Order update after payment result), in the order's language (else Italian).
 */
import type { Language, SelectedPrice } from '@trama/shared/contract';
import { deliveryEstimate, formatAmount, formatDeliveryWindow, formatOrderNumber } from '@trama/shared/rules';
import type { orderLines, orders } from '../../db/schema.ts';
import { escapeHtml } from './html.ts';
import { mailLanguage } from './account-mails.ts';
import { fill, inEachLanguage, MAIL_TEXTS, textsIn, type TextsIn } from './mail-texts.ts';
import type { MailMessage } from './mailer.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

type OrderMailText = Omit<TextsIn<typeof MAIL_TEXTS.orderConfirmation>, 'subject'> & { subject: (orderNumber: string) => string };

/** Texts: api/seed-data/mails (orderConfirmation; the subject's {orderNumber}). */
const CONFIRMATION: Record<Language, OrderMailText> = inEachLanguage((language) => {
  const texts = MAIL_TEXTS.orderConfirmation;
  return { ...textsIn(texts, language), subject: (orderNumber) => fill(texts.subject[language], { orderNumber }) };
});

/** The shop's price format per language (issue 17 §3: "€162.90" in en, "162,90 €" in de), as the order page shows it. */
const money = (amount: number, currency: string, language: Language) => formatAmount(amount, currency, language);

/** The delivery line: the checkout's rule with the order's date and delivery choice, so the days match. */
function deliveryLine(order: OrderRow, t: OrderMailText, language: Language): string {
  const estimate = deliveryEstimate(order.orderDate, order.selectedPrice as SelectedPrice);
  return `${estimate.pickupHour === null ? t.delivery : t.pickup}: ${formatDeliveryWindow(estimate, language)}`;
}

/** `sizeNames` (issue 29 point 14): each line's size as the shopper chose it, by `orderId/orderLineId`; absent, the code. */
export function orderConfirmationMail(order: OrderRow, lines: readonly OrderLineRow[], sizeNames: ReadonlyMap<string, string> = new Map()): MailMessage {
  const language = mailLanguage(order.language);
  const t = CONFIRMATION[language];
  const rows = lines.map((line) => {
    const size = line.size ? (sizeNames.get(`${line.orderId}/${line.orderLineId}`) ?? line.size) : null;
    const label = line.itemTypeCode === 'O' ? t.shipping : `${line.quantity} × ${line.productName}${size ? ` (${size})` : ''}`;
    return { label, amount: money(line.lineTotal, order.currency, language) };
  });
  const total = `${t.total}: ${money(order.totalAmount, order.currency, language)}`;
  const number = formatOrderNumber(order.orderId);
  const numberLine = `${t.orderNumber}: ${number}`;
  const delivery = deliveryLine(order, t, language);
  const subject = t.subject(number);
  const text = `${t.greeting}\n\n${t.body}\n\n${numberLine}\n\n${rows.map((r) => `${r.label}: ${r.amount}`).join('\n')}\n\n${total}\n${delivery}\n\n${t.thanks}\n\nTrama\n`;
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#222">` +
    `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p><p><strong>${escapeHtml(numberLine)}</strong></p>` +
    `<table>${rows.map((r) => `<tr><td>${escapeHtml(r.label)}</td><td style="text-align:right">${escapeHtml(r.amount)}</td></tr>`).join('')}</table>` +
    `<p><strong>${escapeHtml(total)}</strong></p><p>${escapeHtml(delivery)}</p><p>${escapeHtml(t.thanks)}</p><p>Trama</p></body></html>`;
  return { to: order.email, subject, text, html, language, kind: 'order-confirmation' };
}
