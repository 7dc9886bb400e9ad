/**
 * Hands a file the app fetched to the browser's downloads, under `name`: a download that needs
 * the access token cannot be a plain link, which would go without it.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
