/** The receipt's file: '<paymentId>.json' (spec §2), with anything unsafe for a file name replaced. */
export function receiptFileName(paymentId: string): string {
  return `${paymentId.replace(/[^\w.-]/g, '_')}.json`;
}

/** Saves data as a JSON file through a Blob and a temporary link. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has started reading it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
