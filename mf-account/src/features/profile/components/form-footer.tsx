import { useAccountT } from '../../../components/use-account-t.ts';

interface FormFooterProps {
  /** The form: its test ids (`<name>-message`, `<name>-save`) and its button's texts (`<name>.save`, `.saving`). */
  name: 'profile' | 'password';
  language: string;
  busy: boolean;
  /**
   * The last submit's message while it shows: `key` the API's or the rule's message key (data-key),
   * `text` the text key shown, `alert` whether it is announced at once rather than politely.
   */
  message: { ok: boolean; key: string; text: string; alert: boolean } | null;
}

/** Account §9: a profile form's message under its fields, then its save button. */
export function FormFooter({ name, language, busy, message }: FormFooterProps) {
  const t = useAccountT(language);
  return (
    <>
      {message && (
        <p role={message.alert ? 'alert' : 'status'} className={message.ok ? 'acc-form__success' : 'ui-field__error'} data-testid={`${name}-message`} data-key={message.key}>
          {t(message.text)}
        </p>
      )}
      <div className="ui-actions">
        <button type="submit" className="ui-button" data-testid={`${name}-save`} disabled={busy}>
          {t(busy ? `${name}.saving` : `${name}.save`)}
        </button>
      </div>
    </>
  );
}
