import { http, HttpResponse } from 'msw';
import { SESSION_EXPIRED_EVENT } from '../../../api/base-api';
import { TOKEN_KEY } from '../../../api/token-storage';
import { recordRequests, server } from '../../../test/server';
import { UploadError, uploadWithProgress } from './upload-with-progress';

/** Just enough of XMLHttpRequest to drive the browser's upload progress events from the test, which MSW cannot. */
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
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'jwt'));
  afterEach(() => localStorage.clear());

  const answer = (response: () => Response) => server.use(http.post('/api/media', response));
  const upload = () => uploadWithProgress(new File(['x'], 'a.png', { type: 'image/png' }), () => undefined);

  it('posts the file as multipart field `file` with the Bearer token and resolves with the media item', async () => {
    answer(() => HttpResponse.json({ id: 9, url: '/uploads/x.png' }, { status: 201 }));
    const requests = recordRequests();
    const progress: number[] = [];
    await expect(
      uploadWithProgress(new File(['abc'], 'bat.png', { type: 'image/png' }), (percent) => progress.push(percent)),
    ).resolves.toMatchObject({
      id: 9,
    });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/media' });
    expect(requests[0].headers.get('Authorization')).toBe('Bearer jwt');
    expect(String(requests[0].body)).toContain('name="file"; filename="bat.png"');
    expect(progress[progress.length - 1]).toBe(100);
  });

  it('reports upload progress in whole percent, with credentials', async () => {
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const progress: number[] = [];
      const done = uploadWithProgress(new File(['abc'], 'bat.png', { type: 'image/png' }), (percent) => progress.push(percent));
      const xhr = FakeXhr.last;
      expect(xhr).toMatchObject({ method: 'POST', url: '/api/media', withCredentials: true });
      xhr.progress(25, 100);
      xhr.progress(1, 3);
      xhr.answer(201, { id: 9, url: '/uploads/x.png' });
      await expect(done).resolves.toMatchObject({ id: 9 });
      expect(progress).toEqual([25, 33, 100]);
    } finally {
      window.XMLHttpRequest = original;
    }
  });

  it("rejects with the server's message", async () => {
    answer(() => HttpResponse.json({ statusCode: 415, message: 'Unsupported file content' }, { status: 415 }));
    await expect(upload()).rejects.toEqual(new UploadError('Unsupported file content', 415));
  });

  it('rejects with the status line when the body is not JSON', async () => {
    answer(() => new HttpResponse('<html>too big</html>', { status: 413, statusText: 'Payload Too Large' }));
    await expect(upload()).rejects.toThrow('413: Payload Too Large');
  });

  it('rejects on a network error', async () => {
    answer(() => HttpResponse.error());
    await expect(upload()).rejects.toThrow('Network error');
  });

  it('ends the session on a 401 like every other call', async () => {
    answer(() => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }));
    const expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    try {
      await expect(upload()).rejects.toThrow('Unauthorized');
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(expired).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    }
  });
});
