// Saves a Blob as a file the way a person's click on a download link would.
// One helper for every download the page offers (game records, diagrams).

export function saveBlob(blob, filename, host = document.body) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.hidden = true;
  host.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
