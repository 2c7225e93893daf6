/**
 * The contact form's subjects (account §3 Subject list items: code, subject) for the three
 * brands in the five languages. SHO (personal shopper) and RET (returns) belong to other forms
 * and are not listed here. Written once, into an empty contact_subjects table.
 */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { BRANDS } from './brands.ts';

type Translations = Record<'it' | 'en' | 'fr' | 'de' | 'es', string>;

const SUBJECTS: { code: string; text: Translations }[] = [
  {
    code: 'ORD',
    text: { it: 'Il mio ordine', en: 'My order', fr: 'Ma commande', de: 'Meine Bestellung', es: 'Mi pedido' },
  },
  {
    code: 'DEL',
    text: { it: 'Spedizione e consegna', en: 'Shipping and delivery', fr: 'Expédition et livraison', de: 'Versand und Lieferung', es: 'Envío y entrega' },
  },
  {
    code: 'PRD',
    text: { it: 'Informazioni sui prodotti', en: 'Product information', fr: 'Informations produit', de: 'Produktinformationen', es: 'Información de productos' },
  },
  {
    code: 'STR',
    text: { it: 'I nostri negozi', en: 'Our shops', fr: 'Nos boutiques', de: 'Unsere Geschäfte', es: 'Nuestras tiendas' },
  },
  {
    code: 'ACC',
    text: { it: 'Il mio account', en: 'My account', fr: 'Mon compte', de: 'Mein Konto', es: 'Mi cuenta' },
  },
  {
    code: 'OTH',
    text: { it: 'Altro', en: 'Other', fr: 'Autre', de: 'Sonstiges', es: 'Otro' },
  },
];

export const CONTACT_SUBJECT_ROWS: (typeof schema.contactSubjects.$inferInsert)[] = BRANDS.flatMap((brand) =>
  SUBJECTS.flatMap((subject, position) =>
    Object.entries(subject.text).map(([language, text]) => ({ brandId: brand.brandId, language, code: subject.code, subject: text, position })),
  ),
);

export async function seedContactSubjectsIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.contactSubjects);
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(schema.contactSubjects).values(CONTACT_SUBJECT_ROWS);
  return true;
}
