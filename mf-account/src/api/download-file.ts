import { getApiClient } from '@trama/shared/api';

export class DownloadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`download failed (${status})`);
    this.name = 'DownloadError';
    this.status = status;
  }
}

/**
 * Fetches a secured file with the bearer and saves it (the browser cannot send the bearer on a
 * plain link). Account §5: a download succeeds only if the file is non-empty; any failure throws,
 * and the caller shows download.1.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const api = getApiClient();
  let response: Response;
  try {
    response = await fetch(api.url(path), { headers: { ...api.headers(true), accept: 'application/pdf' } });
  } catch {
    throw new DownloadError(0);
  }
  if (!response.ok) throw new DownloadError(response.status);
  const blob = await response.blob();
  if (blob.size === 0) throw new DownloadError(response.status);
  saveBlob(blob, fileName);
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; a later revoke keeps Safari happy.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
