/** The es texts, one JSON resource per namespace; typed from the Italian source (a missing key fails the typecheck). */
import type { DictionaryShape } from '../it/index.ts';
import account from './account.json';
import basket from './basket.json';
import catalogue from './catalogue.json';
import common from './common.json';
import content from './content.json';
import shell from './shell.json';
import stores from './stores.json';

const es: DictionaryShape = { common, shell, catalogue, basket, account, content, stores };
export default es;
