import { useTranslation } from '@trama/shared/i18n';

export type MessageTone = 'info' | 'success' | 'error';

export interface Message {
  key: string;
  tone: MessageTone;
  values?: Record<string, string>;
}

/**
 * A live region that is always in the page, so screen readers announce the text put in it
 * (storefront §8 message keys, translated in the shell namespace or common).
 */
export function FormMessage({ id, testId, message }: { id?: string; testId: string; message: Message | null }) {
  const { t } = useTranslation('shell');
  return (
    <p id={id} className="sh-form-message" role="status" data-testid={testId} data-tone={message?.tone}>
      {message ? t(message.key, message.values ?? {}) : null}
    </p>
  );
}
