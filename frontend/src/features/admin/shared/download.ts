import { tokenStorage } from '../../../api/token-storage';

/** Hands the browser a text file to save; a CSV starts with a byte-order mark so spreadsheets read it as UTF-8. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  saveBlob(filename, new Blob(type.startsWith('text/csv') ? ['\uFEFF', text] : [text], { type }));
}

function saveBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a file from a staff-only API route (with the session's token, which a plain link would not send). */
export async function fetchStaffFile(url: string): Promise<{ blob: Blob; filename: string }> {
  const token = tokenStorage.get();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The file could not be loaded (${response.status})`);
  const filename = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'file';
  return { blob: await response.blob(), filename };
}

/** Hands the browser a file of a staff-only API route to save. */
export async function downloadStaffFile(url: string): Promise<void> {
  const { blob, filename } = await fetchStaffFile(url);
  saveBlob(filename, blob);
}
