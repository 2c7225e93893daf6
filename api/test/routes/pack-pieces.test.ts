/**
 * Issue 31 §6: packs whose pieces are products of their own (storefront §1 packs, §3 Basket
 * packParent / pack[], §4 "a pack child quantity cannot go below the pack parent quantity"), on the
 * real database through inject: the API prices a pack's pieces from product_pack_pieces, never from
 * what the browser says, and refuses a piece below its pack.
 */
import type { BasketLineRef, BasketPricing } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PACK_ID, PACK_COUNT, PACK_PERCENTAGE, PACK_SIZE, seedPackPiecesIfEmpty } from '../../src/db/seed/pack-pieces.ts';
import { countRows, queryRows } from '../helpers/basket-fixtures.ts';
import { expectTopUpOnce } from '../helpers/seed-top-up.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface PieceFixture {
  productId: number;
  size: string;
  price: number;
  pack: boolean;
}

let t: TestApp;
let packId: number;
let pieces: PieceFixture[];
let packPrice: number;

const round2 = (n: number) => Math.round(n * 100) / 100;

beforeAll(async () => {
  t = await createTestApp();
  [{ packId, packPrice }] = await queryRows<{ packId: number; packPrice: number }>(
    t,
    `select p.product_id as "packId", s.starting_price::float8 as "packPrice" from products p join product_sizes s on s.product_id = p.product_id
     where p.product_id = $1`,
    [FIRST_PACK_ID],
  ) as [{ packId: number; packPrice: number }];
  pieces = await queryRows<PieceFixture>(
    t,
    `select pp.piece_product_id as "productId", pp.piece_size as size, s.starting_price::float8 as price, p.pack
     from product_pack_pieces pp join product_sizes s on s.product_id = pp.piece_product_id and s.size = pp.piece_size
     join products p on p.product_id = pp.piece_product_id
     where pp.pack_product_id = $1 order by pp.position`,
    [packId],
  );
});
afterAll(() => t.close());

const price = (lines: BasketLineRef[]) =>
  t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', headers: { brand: '3', language: 'it' }, payload: { lines } });

const packLines = (packs: number, each = packs): BasketLineRef[] => [
  { productId: packId, size: PACK_SIZE, quantity: packs },
  ...pieces.map((piece) => ({ productId: piece.productId, size: piece.size, quantity: each })),
];

describe('[31.6] packs with their pieces', () => {
  it('storefront §1 the demo seed sells packs whose pieces are products of their own, each also sold alone', async () => {
    const [row] = await queryRows<{ packs: number; pieces: number }>(
      t,
      'select count(distinct pack_product_id)::int as packs, count(*)::int as pieces from product_pack_pieces',
    );
    expect(row).toEqual({ packs: PACK_COUNT, pieces: PACK_COUNT * 2 });
    expect(pieces).toHaveLength(2);
    expect(pieces.every((piece) => !piece.pack && piece.productId !== packId)).toBe(true);
    const product = (await t.app.inject({ url: `/api/external/product/${packId}`, headers: { brand: '3', language: 'it' } })).json();
    expect(product).toMatchObject({ productId: packId, pack: true, sizes: [{ size: PACK_SIZE }] });
    // Contract 1.15: the product page builds the pack's child lines and refs from these.
    expect(product.packPieces).toEqual(
      pieces.map((piece) =>
        expect.objectContaining({
          productId: piece.productId,
          size: piece.size,
          startingPrice: piece.price,
          listPriceAfterDiscount: round2(piece.price * (1 - PACK_PERCENTAGE / 100)),
          discountDetail: { percentage: PACK_PERCENTAGE },
        }),
      ),
    );
    for (const piece of pieces) {
      const alone = await t.app.inject({ url: `/api/external/product/${piece.productId}`, headers: { brand: '3', language: 'it' } });
      expect(alone.statusCode).toBe(200);
      expect(alone.json().pack).toBe(false);
    }
  });

  it('storefront §3 / §4 pricing: each piece costs its own price less the pack\'s percentage, the pack line nothing itself; the total is the pack\'s listed price', async () => {
    const res = await price(packLines(2));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BasketPricing>();
    const heading = body.lines.find((line) => line.productId === packId)!;
    expect(heading).toMatchObject({ quantity: 2, unitPrice: 0, amount: 0 });
    for (const piece of pieces) {
      const line = body.lines.find((l) => l.productId === piece.productId)!;
      expect(line.unitPrice).toBe(round2(piece.price * (1 - PACK_PERCENTAGE / 100)));
      expect(line.oldUnitPrice).toBe(piece.price);
    }
    const merchandise = round2(body.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(merchandise).toBe(round2(packPrice * 2));
  });

  it('storefront §4 a piece never below its pack: fewer pieces than packs, or a piece missing, is 400 PACK_PIECE_BELOW_PACK', async () => {
    const below = packLines(2).map((line) => (line.productId === pieces[1]!.productId ? { ...line, quantity: 1 } : line));
    for (const lines of [below, packLines(1).slice(0, 2)]) {
      const res = await price(lines);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PACK_PIECE_BELOW_PACK', messageKey: 'line.packChild' });
    }
  });

  it('storefront §4 pieces above the pack stay on the pack\'s line; a piece bought alone costs its own price (the browser\'s prices and refs are ignored)', async () => {
    const above = await price(packLines(1, 3));
    expect(above.statusCode, above.body).toBe(200);
    expect(above.json<BasketPricing>().lines.find((l) => l.productId === pieces[0]!.productId)).toMatchObject({ quantity: 3 });
    const alone = await t.app.inject({
      method: 'POST',
      url: '/api/external/basket/pricing',
      headers: { brand: '3', language: 'it' },
      // What a tampered browser could send: a pack ref and a price of its own on a piece without its pack.
      payload: { lines: [{ productId: pieces[0]!.productId, size: pieces[0]!.size, quantity: 1, unitPrice: 1, pack: [{ parentProductId: packId, discountDetail: { percentage: 90 } }] }] },
    });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json<BasketPricing>().lines[0]).toMatchObject({ unitPrice: pieces[0]!.price, amount: pieces[0]!.price });
  });

  it('the seed tops up a database that has no packs yet (migration 0024 on an older one), once', async () => {
    await queryRows(t, 'delete from products where product_id >= $1', [FIRST_PACK_ID]);
    expect(await countRows(t, 'select count(*)::int as n from product_pack_pieces')).toBe(0);
    await expectTopUpOnce(() => seedPackPiecesIfEmpty(t.app.db));
    const [row] = await queryRows<{ packs: number; pieces: number }>(
      t,
      'select count(distinct pack_product_id)::int as packs, count(*)::int as pieces from product_pack_pieces',
    );
    expect(row).toEqual({ packs: PACK_COUNT, pieces: PACK_COUNT * 2 });
    expect((await price(packLines(1))).statusCode).toBe(200);
  });
});
