/** Hands a downloaded file to the browser under `fileName` (no new window, no inline script). */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
