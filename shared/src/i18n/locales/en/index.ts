import common from './common.ts';
import shell from './shell.ts';
import catalogue from './catalogue.ts';
import basket from './basket.ts';
import account from './account.ts';
import content from './content.ts';
import stores from './stores.ts';

export default { common, shell, catalogue, basket, account, content, stores };
