/** Account §3 Return reason: the reasons a shopper picks from on the return form, in every shop language. Written once. */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';

type Texts = { it: string; en: string; fr: string; de: string; es: string };

export const RETURN_REASONS: { returnReasonId: number; reasons: Texts }[] = [
  { returnReasonId: 1, reasons: { it: 'La taglia non è giusta', en: 'Wrong size', fr: "La taille ne convient pas", de: 'Falsche Größe', es: 'La talla no es correcta' } },
  { returnReasonId: 2, reasons: { it: 'Il colore è diverso dalla foto', en: 'The colour differs from the photo', fr: 'La couleur diffère de la photo', de: 'Die Farbe weicht vom Foto ab', es: 'El color es distinto de la foto' } },
  { returnReasonId: 3, reasons: { it: 'Articolo difettoso o danneggiato', en: 'Faulty or damaged item', fr: 'Article défectueux ou endommagé', de: 'Artikel fehlerhaft oder beschädigt', es: 'Artículo defectuoso o dañado' } },
  { returnReasonId: 4, reasons: { it: 'Ho ricevuto un articolo sbagliato', en: 'I received the wrong item', fr: "J'ai reçu un mauvais article", de: 'Ich habe einen falschen Artikel erhalten', es: 'He recibido un artículo equivocado' } },
  { returnReasonId: 5, reasons: { it: 'La qualità non è quella attesa', en: 'The quality is not as expected', fr: "La qualité n'est pas celle attendue", de: 'Die Qualität entspricht nicht den Erwartungen', es: 'La calidad no es la esperada' } },
  { returnReasonId: 6, reasons: { it: 'Ho cambiato idea', en: 'I changed my mind', fr: "J'ai changé d'avis", de: 'Ich habe es mir anders überlegt', es: 'He cambiado de opinión' } },
];

export async function seedReturnReasonsIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.returnReasons);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(schema.returnReasons).values(RETURN_REASONS.map((row, i) => ({ ...row, position: i + 1 })));
  return true;
}
