import { describe, expect, it } from 'vitest';
import { resources } from './all-languages.ts';
import { FEMININE_LABELS, fieldContext } from './field-gender.ts';
import { getI18n } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

/** The label's text in any namespace of the language (the keys do not collide across namespaces). */
function labelText(language: string, key: string): string | undefined {
  for (const namespace of Object.values(resources[language as keyof typeof resources] as unknown as Record<string, Tree>)) {
    const found = key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), namespace);
    if (typeof found === 'string') return found;
  }
  return undefined;
}

describe('[29.17] field messages agree with the field (issue 29 §17)', () => {
  it('every label listed as feminine is a label of its language', () => {
    for (const [language, keys] of Object.entries(FEMININE_LABELS)) {
      for (const key of keys) expect({ language, key, text: labelText(language, key) }).toEqual({ language, key, text: expect.any(String) });
    }
  });

  it('Italian "E-mail è obbligatoria.", "Città è obbligatoria.", Spanish "Ciudad es obligatoria.", masculine fields unchanged', () => {
    const t = (language: string, ns: string, key: string, label: string) =>
      getI18n().getFixedT(language, ns)(key, { field: labelText(language, label), context: fieldContext(language, label) });
    expect(t('it', 'account', 'contact.errors.required', 'contact.email')).toBe('E-mail è obbligatoria.');
    expect(t('it', 'account', 'contact.errors.required', 'contact.message')).toBe('Messaggio è obbligatorio.');
    expect(t('it', 'basket', 'checkout.addressForm.errors.required', 'checkout.addressForm.city')).toBe('Città è obbligatoria.');
    expect(t('es', 'basket', 'checkout.addressForm.errors.required', 'checkout.addressForm.city')).toBe('Ciudad es obligatoria.');
    expect(t('es', 'basket', 'checkout.addressForm.errors.required', 'checkout.addressForm.zip')).toBe('Código postal es obligatorio.');
    expect(t('it', 'stores', 'validation.required', 'shopper.email')).toMatch(/^E-mail è obbligatoria\.$/);
  });
});
