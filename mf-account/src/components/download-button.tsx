import { useState } from 'react';
import { DownloadError, downloadFile } from '../api/download-file.ts';
import { useAccountT } from './use-account-t.ts';

interface DownloadButtonProps {
  language: string;
  path: string;
  fileName: string;
  label: string;
  testId?: string;
}

/**
 * Downloads a secured PDF (invoice, return form); account §8 download.1 on any failure or an empty
 * file, except the API's 409 (an invoice before payment: INVOICE_NOT_AVAILABLE), which is the
 * dictionary's "invoice not yet available" (issue 31 point 11, P11).
 */
export function DownloadButton({ language, path, fileName, label, testId }: DownloadButtonProps) {
  const t = useAccountT(language);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'notYet'>('idle');
  const start = () => {
    setState('busy');
    downloadFile(path, fileName).then(
      () => setState('idle'),
      (error: unknown) => setState(error instanceof DownloadError && error.status === 409 ? 'notYet' : 'failed'),
    );
  };
  return (
    <div className="acc-download">
      <button type="button" className="ui-button" onClick={start} disabled={state === 'busy'} aria-busy={state === 'busy'} data-testid={testId}>
        {label}
      </button>
      {/* Always present, so the message appearing does not move the page. */}
      <p className="acc-download__error" role="alert">
        {state === 'failed' ? t('orders.download.1') : state === 'notYet' ? t('orders.download.notYet') : ''}
      </p>
    </div>
  );
}
