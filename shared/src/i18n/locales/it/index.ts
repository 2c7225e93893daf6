/**
 * Italian, the source language (storefront §1). Each namespace is one JSON resource (the i18next
 * convention); the other languages are typed from these files, so a key missing there fails the
 * typecheck.
 */
import account from './account.json';
import basket from './basket.json';
import catalogue from './catalogue.json';
import common from './common.json';
import content from './content.json';
import shell from './shell.json';
import stores from './stores.json';

const it = { common, shell, catalogue, basket, account, content, stores };
export default it;

/** A dictionary's shape: the Italian keys, every leaf a string. */
type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };
export type DictionaryShape = TextsOf<typeof it>;
