/** `solicitudes-ejemplo-YYYY-MM-DD.json`, with the local date. */
export const sampleRequestsFilename = (date = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `solicitudes-ejemplo-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
};

/** Saves `data` as a pretty-printed JSON file through a temporary Blob link. */
export const downloadJson = (data: unknown, filename: string): void => {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
