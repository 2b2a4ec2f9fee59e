/** Hands the browser a text file to save; a CSV starts with a byte-order mark so spreadsheets read it as UTF-8. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(type.startsWith('text/csv') ? ['\uFEFF', text] : [text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
