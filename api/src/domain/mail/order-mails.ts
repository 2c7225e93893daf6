/**
 * The order confirmation e-mail, sent once when a verified payment makes the order paid
 * (account §4 Order update after payment result), in the order's language (else Italian).
 */
import type { Language } from '@trama/shared/contract';
import type { orderLines, orders } from '../../db/schema.ts';
import { escapeHtml } from './html.ts';
import { mailLanguage } from './account-mails.ts';
import type { MailMessage } from './mailer.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

interface OrderMailText {
  subject: (webOrderId: string) => string;
  greeting: string;
  body: string;
  shipping: string;
  total: string;
  thanks: string;
}

const CONFIRMATION: Record<Language, OrderMailText> = {
  it: {
    subject: (n) => `Conferma del tuo ordine Trama ${n}`,
    greeting: 'Ciao,',
    body: 'abbiamo ricevuto il pagamento del tuo ordine. Ecco il riepilogo:',
    shipping: 'Spese di spedizione',
    total: 'Totale',
    thanks: 'Grazie per il tuo acquisto.',
  },
  en: {
    subject: (n) => `Your Trama order ${n} is confirmed`,
    greeting: 'Hello,',
    body: 'we have received the payment for your order. Here is the summary:',
    shipping: 'Shipping',
    total: 'Total',
    thanks: 'Thank you for your purchase.',
  },
  fr: {
    subject: (n) => `Confirmation de votre commande Trama ${n}`,
    greeting: 'Bonjour,',
    body: 'nous avons bien reçu le paiement de votre commande. En voici le récapitulatif :',
    shipping: 'Frais de livraison',
    total: 'Total',
    thanks: 'Merci pour votre achat.',
  },
  de: {
    subject: (n) => `Bestätigung Ihrer Trama-Bestellung ${n}`,
    greeting: 'Hallo,',
    body: 'wir haben die Zahlung für Ihre Bestellung erhalten. Hier ist die Übersicht:',
    shipping: 'Versandkosten',
    total: 'Summe',
    thanks: 'Vielen Dank für Ihren Einkauf.',
  },
  es: {
    subject: (n) => `Confirmación de tu pedido Trama ${n}`,
    greeting: 'Hola:',
    body: 'hemos recibido el pago de tu pedido. Este es el resumen:',
    shipping: 'Gastos de envío',
    total: 'Total',
    thanks: 'Gracias por tu compra.',
  },
};

const money = (amount: number, currency: string, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);

export function orderConfirmationMail(order: OrderRow, lines: readonly OrderLineRow[]): MailMessage {
  const language = mailLanguage(order.language);
  const t = CONFIRMATION[language];
  const rows = lines.map((line) => {
    const label = line.itemTypeCode === 'O' ? t.shipping : `${line.quantity} × ${line.productName}${line.size ? ` (${line.size})` : ''}`;
    return { label, amount: money(line.lineTotal, order.currency, language) };
  });
  const total = `${t.total}: ${money(order.totalAmount, order.currency, language)}`;
  const subject = t.subject(order.webOrderId);
  const text = `${t.greeting}\n\n${t.body}\n\n${rows.map((r) => `${r.label}: ${r.amount}`).join('\n')}\n\n${total}\n\n${t.thanks}\n\nTrama\n`;
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#222">` +
    `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p><p><strong>${escapeHtml(order.webOrderId)}</strong></p>` +
    `<table>${rows.map((r) => `<tr><td>${escapeHtml(r.label)}</td><td style="text-align:right">${escapeHtml(r.amount)}</td></tr>`).join('')}</table>` +
    `<p><strong>${escapeHtml(total)}</strong></p><p>${escapeHtml(t.thanks)}</p><p>Trama</p></body></html>`;
  return { to: order.email, subject, text, html, language, kind: 'order-confirmation' };
}
