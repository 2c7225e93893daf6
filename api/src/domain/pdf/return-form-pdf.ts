/**
 * The printable return form (issue 14 point 6; account §2 Returns: "ship by post or return to a
 * shop, printable return form"): the return and order numbers, what goes back and why, where it
 * goes (the brand's return address, or the chosen shop) and what to do with the parcel.
 */
import { block, fields, heading, note, renderPdf, table } from './pdf-document.ts';
import { pdfLanguage } from './invoice-pdf.ts';

export interface ReturnFormStore {
  name: string;
  address: string;
  zip: string;
  city: string;
}

export interface ReturnFormData {
  brandName: string;
  returnNumber: string;
  orderNumber: string;
  createdAt: Date;
  customerName: string;
  reason: string;
  message: string;
  lines: { name: string; size: string | null; quantity: number }[];
  /** null: sent by post to `returnAddress`. */
  store: ReturnFormStore | null;
  returnAddress: string[];
}

const TEXTS = {
  it: {
    title: 'Modulo di reso',
    returnNumber: 'Numero reso',
    orderNumber: 'Numero ordine',
    date: 'Data richiesta',
    customer: 'Cliente',
    reason: 'Motivo',
    message: 'Messaggio',
    product: 'Articolo',
    quantity: 'Qtà',
    byPost: 'Spedizione per posta a',
    inStore: 'Consegna in negozio',
    instructions: [
      'Stampa questo modulo e mettilo nel pacco insieme agli articoli, nella loro confezione originale.',
      'Scrivi il numero di reso sul pacco.',
      'Per posta: spedisci il pacco all\u2019indirizzo indicato entro 14 giorni. In negozio: porta il pacco e questo modulo al negozio indicato.',
      'Il rimborso arriva sul metodo di pagamento dell\u2019ordine dopo il controllo degli articoli.',
    ],
    howTo: 'Istruzioni',
  },
  en: {
    title: 'Return form',
    returnNumber: 'Return number',
    orderNumber: 'Order number',
    date: 'Requested on',
    customer: 'Customer',
    reason: 'Reason',
    message: 'Message',
    product: 'Item',
    quantity: 'Qty',
    byPost: 'Send by post to',
    inStore: 'Hand in at the shop',
    instructions: [
      'Print this form and put it in the parcel with the items, in their original packaging.',
      'Write the return number on the parcel.',
      'By post: send the parcel to the address shown within 14 days. In a shop: bring the parcel and this form to the shop shown.',
      'The refund goes to the order\u2019s payment method once the items have been checked.',
    ],
    howTo: 'Instructions',
  },
};

/** The number printed on the form and the parcel. */
export const returnNumber = (ticketId: number) => `RET-${String(ticketId).padStart(6, '0')}`;

export function renderReturnForm(data: ReturnFormData, language: string): Promise<Buffer> {
  const t = TEXTS[pdfLanguage(language)];
  return renderPdf(`${t.title} ${data.returnNumber}`, (doc) => {
    heading(doc, data.brandName, `${t.title} ${data.returnNumber}`);
    fields(doc, [
      [t.returnNumber, data.returnNumber],
      [t.orderNumber, data.orderNumber],
      [t.date, data.createdAt.toISOString().slice(0, 10)],
      [t.customer, data.customerName],
      [t.reason, data.reason],
    ]);
    block(doc, t.message, [data.message]);
    table(
      doc,
      [
        { header: t.product, width: 400 },
        { header: t.quantity, width: 60, align: 'right' },
      ],
      data.lines.map((line) => [line.size ? `${line.name} (${line.size})` : line.name, String(line.quantity)]),
    );
    if (data.store) block(doc, t.inStore, [data.store.name, data.store.address, `${data.store.zip} ${data.store.city}`]);
    else block(doc, t.byPost, data.returnAddress);
    block(doc, t.howTo, t.instructions.map((line, i) => `${i + 1}. ${line}`));
    note(doc, `${data.returnNumber} · ${data.orderNumber}`);
  });
}
