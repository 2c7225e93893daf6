import { describe, expect, it } from 'vitest';
import { buildLanguagesDefine } from './common.ts';

describe('[31.7] TRAMA_LANGUAGES, the build option of storefront §9 "supported language list in one build"', () => {
  it('defines the asked languages into the bundles; unset means all five (an empty list)', () => {
    expect(buildLanguagesDefine('it')).toEqual({ 'process.env.TRAMA_LANGUAGES': '"it"' });
    expect(buildLanguagesDefine(' IT, fr ')).toEqual({ 'process.env.TRAMA_LANGUAGES': '"it,fr"' });
    expect(buildLanguagesDefine(undefined)).toEqual({ 'process.env.TRAMA_LANGUAGES': '""' });
  });

  it('a code that is not one of ours stops the build', () => {
    expect(() => buildLanguagesDefine('it,pt')).toThrow(/TRAMA_LANGUAGES: pt/);
  });
});
