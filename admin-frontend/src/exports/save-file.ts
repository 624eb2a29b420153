import type { DownloadedFile } from '../api/admin-api';

/** Hands a downloaded file to the browser to save, under the server's name (else `fallbackName`). */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the next task may let the bytes go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
