export { DESIGN_TOKENS } from './tokens.ts';
export { imageFallback, DEFAULT_IMAGE } from './image.ts';
