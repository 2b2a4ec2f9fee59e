import { SESSION_EXPIRED_EVENT } from '../../../api/base-api';
import { TOKEN_KEY } from '../../../api/token-storage';
import { UploadError, uploadWithProgress } from './upload-with-progress';

/** Just enough of XMLHttpRequest to drive upload progress and the answer from the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadWithProgress', () => {
  const original = window.XMLHttpRequest;
  beforeEach(() => {
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    localStorage.setItem(TOKEN_KEY, 'jwt');
  });
  afterEach(() => {
    window.XMLHttpRequest = original;
    localStorage.clear();
  });

  it('posts the file as multipart field `file` with the Bearer token and reports upload progress', async () => {
    const progress: number[] = [];
    const file = new File(['abc'], 'bat.png', { type: 'image/png' });
    const done = uploadWithProgress(file, (percent) => progress.push(percent));
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/media', withCredentials: true });
    expect(xhr.headers.Authorization).toBe('Bearer jwt');
    expect((xhr.body as FormData).get('file')).toBe(file);
    xhr.progress(25, 100);
    xhr.progress(1, 3);
    xhr.answer(201, { id: 9, url: '/uploads/x.png' });
    await expect(done).resolves.toMatchObject({ id: 9 });
    expect(progress).toEqual([25, 33, 100]);
  });

  it("rejects with the server's message", async () => {
    const done = uploadWithProgress(new File(['x'], 'a.png'), () => undefined);
    FakeXhr.last.answer(415, { statusCode: 415, message: 'Unsupported file content' });
    await expect(done).rejects.toEqual(new UploadError('Unsupported file content', 415));
  });

  it('rejects with the status line when the body is not JSON', async () => {
    const done = uploadWithProgress(new File(['x'], 'a.png'), () => undefined);
    FakeXhr.last.answer(413, '<html>too big</html>', 'Payload Too Large');
    await expect(done).rejects.toThrow('413: Payload Too Large');
  });

  it('rejects on a network error', async () => {
    const done = uploadWithProgress(new File(['x'], 'a.png'), () => undefined);
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toThrow('Network error');
  });

  it('ends the session on a 401 like every other call', async () => {
    const expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    const done = uploadWithProgress(new File(['x'], 'a.png'), () => undefined);
    FakeXhr.last.answer(401, { statusCode: 401, message: 'Unauthorized' });
    await expect(done).rejects.toThrow('Unauthorized');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });
});
