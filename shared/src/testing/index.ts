/** Test fixtures shaped like the API's answers, for every package's tests. */
export { menuItem } from './menu.ts';
