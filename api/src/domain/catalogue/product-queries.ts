/**
 * The SQL that reads whole products and list cards (product-repository.ts): each text in the
 * request language, else the Italian one, and which fields fell back (issue 17 §2).
 */
import { SUPPORTED_LANGUAGES } from '@trama/shared/contract';

/** A text of the request language ($3), else the Italian one: `served('name')`. */
const served = (column: string, l = 't', it = 'ti') => `coalesce(nullif(${l}.${column}, ''), ${it}.${column})`;
/** 'field' when the request language left `column` empty and Italian fills it. */
const fellBack = (column: string, field: string) =>
  `case when $3::text <> 'it' and coalesce(t.${column}, '') = '' and coalesce(ti.${column}, '') <> '' then '${field}' end`;
/** The same for the json columns (care {}, composition []). */
const fellBackJson = (column: string, field: string, empty: string) =>
  `case when $3::text <> 'it' and coalesce(t.${column}::jsonb, '${empty}'::jsonb) = '${empty}'::jsonb
     and coalesce(ti.${column}::jsonb, '${empty}'::jsonb) <> '${empty}'::jsonb then '${field}' end`;

/** The entry's canonicalUrl in a language (menu_translations.canonical_url, filled by the menu seed), else the neutral one. */
const menuUrlIn = (menu: string, language: string) =>
  `coalesce((select nullif(mt.canonical_url, '') from menu_translations mt where mt.menu_id = ${menu}.menu_id and mt.language = ${language}), ${menu}.canonical_url)`;

/** $1 brand, $2 product ids, $3 request language. */
const SELECT_PRODUCTS = `
  select p.product_id, p.brand_id, p.product_type, p.item_type, p.menu_id,
         coalesce(nullif(t.canonical_url, ''), p.canonical_url) as canonical_url, p.canonical_url as photo_key,
         p.collection, p.ranking, p.outlet,
         p.on_special, p.pack, p.permanent, p.material, p.colour_slug, p.starting_price::float8 as starting_price,
         p.old_price::float8 as old_price, p.discount_percentage, p.photo_count,
         coalesce(${served('name')}, '') as name, coalesce(${served('description')}, '') as description,
         coalesce(${served('material_name')}, '') as material_name,
         ${menuUrlIn('m', '$3::text')} as menu_url, b.name as brand_name, b.default_currency as currency,
         (select mt.label from menu_translations mt where mt.menu_id = m.menu_id
           order by case mt.language when $3::text then 0 when 'it' then 1 else 2 end limit 1) as menu_label,
         coalesce((select json_agg(json_build_object('size', s.size,
             'altSize', case when $3::text = 'it' then s.alt_size else coalesce(nullif(s.alt_size_texts->>$3::text, ''), s.alt_size) end,
             'sizeSlug', s.size_slug,
             'barcode', s.barcode, 'webInventory', s.web_inventory, 'startingPrice', s.starting_price::float8,
             'oldPrice', s.old_price::float8,
             'inStores', exists(select 1 from store_stock ss where ss.barcode = s.barcode and ss.stock > 0)) order by s.position)
           from product_sizes s where s.product_id = p.product_id), '[]') as sizes,
         (select json_agg(json_build_object('code', q.colour_code, 'name', coalesce(${served('colour_name', 'ql', 'qi')}, ''),
             'productId', q.product_id, 'canonicalUrl', coalesce(nullif(ql.canonical_url, ''), q.canonical_url)) order by q.product_id)
           from products q
           left join product_texts ql on ql.product_id = q.product_id and ql.language = $3::text
           left join product_texts qi on qi.product_id = q.product_id and qi.language = 'it'
           where q.model_code = p.model_code and q.brand_id = p.brand_id) as colours,
         (select coalesce(nullif(ct.canonical_url, ''), c.canonical_url) from composite_items ci join products c on c.product_id = ci.composite_id
           left join product_texts ct on ct.product_id = c.product_id and ct.language = $3::text
           where ci.product_id = p.product_id order by c.product_id limit 1) as composite_url,
         (select array_agg(ci.product_id order by ci.position) from composite_items ci where ci.composite_id = p.product_id) as item_ids,
         (select json_agg(json_build_object('productId', pp.piece_product_id, 'size', pp.piece_size,
             'discountPercentage', pp.discount_percentage,
             'name', coalesce(nullif(pt.name, ''), pti.name, ''),
             'sizeName', case when $3::text = 'it' then coalesce(ps.alt_size, ps.size)
                         else coalesce(nullif(ps.alt_size_texts->>$3::text, ''), ps.alt_size, ps.size) end,
             'barcode', ps.barcode, 'webInventory', ps.web_inventory, 'startingPrice', ps.starting_price::float8) order by pp.position)
           from product_pack_pieces pp
           join product_sizes ps on ps.product_id = pp.piece_product_id and ps.size = pp.piece_size
           left join product_texts pt on pt.product_id = pp.piece_product_id and pt.language = $3::text
           left join product_texts pti on pti.product_id = pp.piece_product_id and pti.language = 'it'
           where pp.pack_product_id = p.product_id) as pack_pieces,
         (select json_object_agg(l.language, '/' || l.language || ${menuUrlIn('m', 'l.language')} || '/'
             || coalesce(nullif(lt.canonical_url, ''), p.canonical_url))
           from unnest(array[${SUPPORTED_LANGUAGES.map((l) => `'${l}'`).join(', ')}]) as l(language)
           left join product_texts lt on lt.product_id = p.product_id and lt.language = l.language) as alternates,
         array_remove(array[${fellBack('name', 'name')}, ${fellBack('description', 'description')},
           ${fellBack('colour_name', 'colourName')}, ${fellBack('material_name', 'materialName')},
           ${fellBackJson('care', 'care', '{}')}, ${fellBackJson('composition', 'composition', '[]')},
           case when $3::text <> 'it' and exists(select 1 from product_sizes s where s.product_id = p.product_id
             and s.alt_size is not null and coalesce(s.alt_size_texts->>$3::text, '') = '') then 'altSize' end], null) as untranslated
  from products p
  left join product_texts t on t.product_id = p.product_id and t.language = $3::text
  left join product_texts ti on ti.product_id = p.product_id and ti.language = 'it'
  join menu_items m on m.menu_id = p.menu_id
  join brands b on b.brand_id = p.brand_id
  where p.brand_id = $1::int and (t.product_id is not null or ti.product_id is not null)`;
/** The products and, in the same round trip, the items of those that are sets. */
export const LOAD_PRODUCTS_WITH_ITEMS = `${SELECT_PRODUCTS} and p.product_id = any($2::int[] ||
  array(select ci.product_id from composite_items ci where ci.composite_id = any($2::int[])))`;

/**
 * What a list card shows (issue 18 §2), $1 brand, $2 product ids, $3 request language: the product
 * row, its name and slug in the language (Italian when left empty), its menu entry's URL, the
 * brand. No sizes, colours or set items: those are the product page's, and reading them for 24
 * cards was most of a listing's time. Prices are the same columns the full product reads.
 */
export const SELECT_CARDS = `
  select p.product_id, p.product_type, p.item_type, p.ranking,
         coalesce(nullif(t.canonical_url, ''), p.canonical_url) as canonical_url, p.canonical_url as photo_key,
         p.starting_price::float8 as starting_price, p.old_price::float8 as old_price, p.discount_percentage,
         coalesce(${served('name')}, '') as name, ${menuUrlIn('m', '$3::text')} as menu_url,
         b.name as brand_name, b.default_currency as currency
  from products p
  left join product_texts t on t.product_id = p.product_id and t.language = $3::text
  left join product_texts ti on ti.product_id = p.product_id and ti.language = 'it'
  join menu_items m on m.menu_id = p.menu_id
  join brands b on b.brand_id = p.brand_id
  where p.brand_id = $1::int and p.product_id = any($2::int[]) and (t.product_id is not null or ti.product_id is not null)`;
