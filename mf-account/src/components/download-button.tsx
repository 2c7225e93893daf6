import { useState } from 'react';
import { downloadFile } from '../api/download-file.ts';
import { useAccountT } from './use-account-t.ts';

interface DownloadButtonProps {
  language: string;
  path: string;
  fileName: string;
  label: string;
  testId?: string;
}

/** Downloads a secured PDF (invoice, return form); account §8 download.1 on any failure or an empty file. */
export function DownloadButton({ language, path, fileName, label, testId }: DownloadButtonProps) {
  const t = useAccountT(language);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const start = () => {
    setState('busy');
    downloadFile(path, fileName).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <div className="acc-download">
      <button type="button" className="acc-button" onClick={start} disabled={state === 'busy'} aria-busy={state === 'busy'} data-testid={testId}>
        {label}
      </button>
      {/* Always present, so the message appearing does not move the page. */}
      <p className="acc-download__error" role="alert">
        {state === 'failed' ? t('orders.download.1') : ''}
      </p>
    </div>
  );
}
