/** Saves text as a file through the browser's download (no server round trip). */
export function downloadFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: the click's download has taken its reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads what a link answers as an attachment (Content-Disposition): the page itself stays. */
export function downloadFromUrl(url: string) {
  window.location.assign(url);
}

/** Today as YYYY-MM-DD, for file names. */
export const fileDate = () => new Date().toISOString().slice(0, 10);
