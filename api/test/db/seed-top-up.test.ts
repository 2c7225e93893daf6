/**
 * Issue 32 §1: the seed tops up an existing database. A start writes the demo rows that are
 * missing (a row deleted, or one a data file gained since), and leaves alone the rows a product
 * owner changed; nobody has to delete data/postgres to see a new menu entry or text.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { MENU_TRANSLATION_ROWS } from '../../src/db/seed/menu.ts';
import { STORE_ROWS } from '../../src/db/seed/stores.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
let client: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

const one = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T | undefined;

describe('seed top-up (issue 32 §1)', () => {
  it('[32.1] demo rows deleted from an existing shop are written again at the next start', async () => {
    const faq = MENU_TRANSLATION_ROWS.find((row) => row.menuId === 70 && row.language === 'fr')!;
    const faqItem = await one<{ value: string }>(`select value from content_items where grid_id = 41 and section = 1 and widget = 1 and position = 1 and language = 'en'`);
    const store = STORE_ROWS.find((row) => row.storeCode === 'TC-TO01')!;
    await client.query(`delete from menu_translations where menu_id = 70 and language = 'fr'`);
    await client.query(`delete from content_items where grid_id = 41 and section = 1 and widget = 1 and position = 1 and language = 'en'`);
    await client.query(`delete from stores where store_code = $1`, [store.storeCode]);
    await client.query(`delete from brand_labels where brand_id = 3 and label_type = 'BANNER2' and language = 'de'`);
    await client.query(`delete from contact_subjects where brand_id = 3 and code = 'OTH'`);
    await client.query(`delete from return_reasons where return_reason_id = 6`);
    await client.query(`delete from catalogues where code = 'PE26-BAGNO'`);
    await client.query(`delete from coupons where code = 'SCONTO5'`);

    expect(await prepareDatabase(database.url)).toEqual({ seeded: true });

    expect(await one(`select label, canonical_url from menu_translations where menu_id = 70 and language = 'fr'`)).toEqual({ label: faq.label, canonical_url: faq.canonicalUrl });
    expect(await one(`select value from content_items where grid_id = 41 and section = 1 and widget = 1 and position = 1 and language = 'en'`)).toEqual(faqItem);
    expect(await one(`select name, city from stores where store_code = $1`, [store.storeCode])).toEqual({ name: store.name, city: store.city });
    expect(await one(`select label from brand_labels where brand_id = 3 and label_type = 'BANNER2' and language = 'de'`)).toEqual({ label: 'Kostenlose Rücksendung innerhalb von 30 Tagen' });
    expect(await one(`select count(*)::int as n from contact_subjects where brand_id = 3 and code = 'OTH'`)).toEqual({ n: 5 });
    expect(await one(`select reasons->>'en' as en from return_reasons where return_reason_id = 6`)).toEqual({ en: 'I changed my mind' });
    expect(await one(`select name from catalogues where code = 'PE26-BAGNO'`)).toEqual({ name: 'Spugna e sole' });
    expect(await one(`select value::float as value from coupons where code = 'SCONTO5'`)).toEqual({ value: 5 });
  });

  it('[32.1] a row a product owner changed stays changed, and nothing is written twice', async () => {
    await client.query(`update menu_translations set label = 'Le domande' where menu_id = 70 and language = 'it'`);
    await client.query(`update stores set phone = '+39 011 000 0000' where store_code = 'TC-TO01'`);
    await client.query(`update content_items set value = 'Testo nostro' where grid_id = 41 and section = 1 and widget = 1 and position = 1 and language = 'it'`);
    const counts = `select (select count(*) from menu_items)::int as menu, (select count(*) from menu_translations)::int as translations,
      (select count(*) from content_items)::int as items, (select count(*) from stores)::int as stores, (select count(*) from coupons)::int as coupons`;
    const before = await one(counts);

    expect(await prepareDatabase(database.url)).toEqual({ seeded: false });

    expect(await one(counts)).toEqual(before);
    expect(await one(`select label from menu_translations where menu_id = 70 and language = 'it'`)).toEqual({ label: 'Le domande' });
    expect(await one(`select phone from stores where store_code = 'TC-TO01'`)).toEqual({ phone: '+39 011 000 0000' });
    expect(await one(`select value from content_items where grid_id = 41 and section = 1 and widget = 1 and position = 1 and language = 'it'`)).toEqual({ value: 'Testo nostro' });
  });
});
