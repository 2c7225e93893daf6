/**
 * The order invoice (issue 14 point 2, account §7 Invoice): order number and date, the customer's
 * billing and shipping addresses, each line with quantity, unit and line price, freight, discount,
 * total and the VAT note, under the brand's name. Amounts are the order's stored ones: the PDF
 * recomputes nothing the order did not already fix.
 */
import type { PostalAddress } from '@trama/shared/contract';
import { formatAmount } from '@trama/shared/rules';
import { block, fields, heading, note, renderPdf, table, totals } from './pdf-document.ts';

/** Prices in the shop include Italian VAT at this rate (the note shows the VAT part of the total). */
export const VAT_RATE = 0.22;

export interface InvoiceLine {
  name: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface InvoiceData {
  brandName: string;
  orderNumber: string;
  webOrderId: string;
  orderDate: Date;
  currency: string;
  email: string;
  billing: PostalAddress | null;
  shipping: PostalAddress | null;
  lines: InvoiceLine[];
  merchandiseTotal: number;
  freightTotal: number;
  discountTotal: number;
  total: number;
}

const TEXTS = {
  it: {
    title: 'Fattura',
    orderNumber: 'Numero ordine',
    reference: 'Riferimento',
    date: 'Data',
    email: 'E-mail',
    billing: 'Indirizzo di fatturazione',
    shipping: 'Indirizzo di spedizione',
    pickup: 'Ritiro in negozio',
    product: 'Articolo',
    quantity: 'Qtà',
    unit: 'Prezzo unitario',
    line: 'Totale riga',
    merchandise: 'Merce',
    freight: 'Spedizione',
    discount: 'Sconto',
    total: 'Totale',
    vat: (rate: string, amount: string) => `Prezzi IVA inclusa (${rate}). IVA compresa nel totale: ${amount}.`,
  },
  en: {
    title: 'Invoice',
    orderNumber: 'Order number',
    reference: 'Reference',
    date: 'Date',
    email: 'E-mail',
    billing: 'Billing address',
    shipping: 'Shipping address',
    pickup: 'Store pickup',
    product: 'Item',
    quantity: 'Qty',
    unit: 'Unit price',
    line: 'Line total',
    merchandise: 'Goods',
    freight: 'Shipping',
    discount: 'Discount',
    total: 'Total',
    vat: (rate: string, amount: string) => `Prices include VAT (${rate}). VAT included in the total: ${amount}.`,
  },
};

export type PdfLanguage = keyof typeof TEXTS;
export const pdfLanguage = (language: string): PdfLanguage => (language === 'it' ? 'it' : 'en');

export const addressLines = (address: PostalAddress): string[] =>
  [address.name, address.address1, address.address2 ?? '', `${address.zip} ${address.city}`, address.country].filter((line) => line.trim() !== '');

const round2 = (n: number) => Math.round(n * 100) / 100;

export function renderInvoice(data: InvoiceData, language: string): Promise<Buffer> {
  const t = TEXTS[pdfLanguage(language)];
  const money = (amount: number) => formatAmount(amount, data.currency);
  const vat = round2(data.total - data.total / (1 + VAT_RATE));
  return renderPdf(`${t.title} ${data.orderNumber}`, (doc) => {
    heading(doc, data.brandName, `${t.title} ${data.orderNumber}`);
    fields(doc, [
      [t.orderNumber, data.orderNumber],
      [t.reference, data.webOrderId],
      [t.date, data.orderDate.toISOString().slice(0, 10)],
      [t.email, data.email],
    ]);
    if (data.billing) block(doc, t.billing, addressLines(data.billing));
    block(doc, t.shipping, data.shipping ? addressLines(data.shipping) : [t.pickup]);
    table(
      doc,
      [
        { header: t.product, width: 250 },
        { header: t.quantity, width: 45, align: 'right' },
        { header: t.unit, width: 100, align: 'right' },
        { header: t.line, width: 100, align: 'right' },
      ],
      data.lines.map((line) => [line.size ? `${line.name} (${line.size})` : line.name, String(line.quantity), money(line.unitPrice), money(line.lineTotal)]),
    );
    totals(doc, [
      [t.merchandise, money(data.merchandiseTotal)],
      [t.freight, money(data.freightTotal)],
      [t.discount, data.discountTotal > 0 ? `-${money(data.discountTotal)}` : money(0)],
      [t.total, money(data.total), true],
    ]);
    note(doc, t.vat(`${Math.round(VAT_RATE * 100)}%`, money(vat)));
  });
}
