/**
 * Issue 29 §17: a field message agrees with its field's noun ("E-mail è obbligatoria.", "Ciudad
 * es obligatoria."). The messages with an agreeing adjective have a feminine twin read through
 * i18next's context (`required` / `required_female`, `invalid_female`, `tooLong_female`); which
 * label is feminine is a fact of each language, listed here by the label's key
 * (inside its namespace; the forms' label keys do not collide).
 * English and German do not agree the adjective; French only in "trop long(ue)", and no French
 * label that meets that message is feminine. Masculine is the default: a label not listed is.
 */
const FEMININE: Record<string, ReadonlySet<string>> = {
  it: new Set([
    'contact.email',
    'profile.email',
    'profile.birthDate',
    'addresses.form.city',
    'addresses.form.province',
    'checkout.addressForm.city',
    'checkout.addressForm.province',
    'shopper.email',
  ]),
  es: new Set([
    'profile.birthDate',
    'profile.preferredStore',
    'addresses.form.address1',
    'addresses.form.city',
    'addresses.form.province',
    'checkout.addressForm.address1',
    'checkout.addressForm.city',
    'checkout.addressForm.province',
  ]),
};

/** The i18next `context` for a message about the field labelled `labelKey` in `language`. */
export function fieldContext(language: string, labelKey: string): 'female' | undefined {
  return FEMININE[language]?.has(labelKey) ? 'female' : undefined;
}

/** Every label listed, for the test that checks each still names a text of its language. */
export const FEMININE_LABELS: Readonly<Record<string, ReadonlySet<string>>> = FEMININE;
