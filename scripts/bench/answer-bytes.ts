/**
 * Bytes per answer (issue 18 §2): each listing and search answer as the API sends it (list cards)
 * and the same answer with every card replaced by its full product (what it carried before contract
 * 1.12), both measured live in the same run. Compressed here with node:zlib at the levels the API's
 * @fastify/compress uses (api/src/app.ts: gzip at zlib's default level 6, brotli quality 4), so the
 * two columns are compressed alike.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Product, ProductCard } from '../../shared/src/contract/product.ts';
import { call, type AnswerCall } from './targets.ts';
import type { AnswerBytes, AnswerSize } from './types.ts';

/** The bytes of one JSON text, raw and compressed as the API compresses it. */
export function weighJson(text: string): AnswerBytes {
  const buffer = Buffer.from(text);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer).length,
    br: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }).length,
  };
}

interface PageAnswer {
  products: { content: ProductCard[]; totalElements: number };
}

/** The same answer with each card replaced by its full product, in the same order (pure). */
export function withFullProducts<T extends PageAnswer>(answer: T, full: readonly Product[]): T {
  const byId = new Map(full.map((product) => [product.productId, product]));
  const content = answer.products.content.map((card) => byId.get(card.productId) ?? card);
  return { ...answer, products: { ...answer.products, content } };
}

const FAVOURITES = '/api/external/product/favourites';

async function weighOne(origin: string, answerCall: AnswerCall): Promise<AnswerSize> {
  const { data, status } = await call<unknown>(origin, answerCall.method, answerCall.path, answerCall.body);
  if (!data) return { answer: answerCall.answer, items: 0, cards: null, full: null, error: `answered ${status}` };
  if (answerCall.shape === 'product') return { answer: answerCall.answer, items: 1, cards: null, full: weighJson(JSON.stringify(data)) };
  const page = data as PageAnswer;
  const ids = page.products.content.map((card) => card.productId);
  // Favourites answers full products in the order asked (at most 100: a page is 24).
  const full = ids.length ? ((await call<Product[]>(origin, 'POST', FAVOURITES, { productIds: ids })).data ?? []) : [];
  const missing = ids.length - full.length;
  return {
    answer: answerCall.answer,
    items: ids.length,
    cards: weighJson(JSON.stringify(page)),
    full: weighJson(JSON.stringify(withFullProducts(page, full))),
    ...(missing > 0 ? { error: `${missing} of ${ids.length} full products not found` } : {}),
  };
}

/** Every answer weighed; one that breaks is reported with its error, not thrown. */
export async function weighAnswers(origin: string, calls: readonly AnswerCall[]): Promise<AnswerSize[]> {
  const sizes: AnswerSize[] = [];
  for (const answerCall of calls) {
    sizes.push(
      await weighOne(origin, answerCall).catch((error: Error) => ({ answer: answerCall.answer, items: 0, cards: null, full: null, error: error.message })),
    );
  }
  return sizes;
}
