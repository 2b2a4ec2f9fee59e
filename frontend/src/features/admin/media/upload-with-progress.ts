import { SESSION_EXPIRED_EVENT } from '../../../api/base-api';
import { tokenStorage } from '../../../api/token-storage';
import type { MediaItemResponseDto as MediaItem } from '../../../api/staff-api';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function messageOf(body: string, status: number, statusText: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: string | string[] };
    const message = Array.isArray(parsed.message) ? parsed.message[0] : parsed.message;
    if (message) return message;
  } catch {
    // not JSON: fall through to the status line
  }
  return status ? `${status}: ${statusText || 'Upload refused'}` : 'Network error';
}

/**
 * POST /api/media with the browser's upload progress events (docs/product.md §10.3). RTK Query's fetch
 * cannot report upload progress, so this one call uses XMLHttpRequest; it sends the same Bearer token and ends the
 * session on a 401 the way the base query does.
 */
export function uploadWithProgress(file: File, onProgress: (percent: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.withCredentials = true;
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const item = JSON.parse(xhr.responseText) as MediaItem;
          onProgress(100);
          resolve(item);
        } catch {
          reject(new UploadError('The server sent an unreadable answer', xhr.status));
        }
        return;
      }
      if (xhr.status === 401 && tokenStorage.get()) {
        tokenStorage.clear();
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      }
      reject(new UploadError(messageOf(xhr.responseText, xhr.status, xhr.statusText), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('Network error'));
    xhr.onabort = () => reject(new UploadError('Upload cancelled'));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
