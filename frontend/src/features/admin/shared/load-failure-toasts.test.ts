/** @jest-environment ./src/features/admin/test/fetch-environment.mjs */
import { api } from '../../../api/enhanced-api';
import { makeStore } from '../../../app/store';
import { stubFetch } from '../test/render';
import { loadFailureToasts } from './load-failure-toasts';

const failing = { status: 500, body: { statusCode: 500, message: 'The crypt is flooded', error: 'Internal Server Error' } };

function listening() {
  const sut = makeStore();
  const toast = jest.fn();
  const stop = sut.dispatch(loadFailureToasts(toast));
  return { sut, toast, stop };
}

describe('loadFailureToasts', () => {
  it("shows a destructive toast naming the screen's data with the server's message", async () => {
    stubFetch({ 'GET /api/contact-submissions': failing });
    const { sut, toast } = listening();
    await sut.dispatch(api.endpoints.contactList.initiate({ limit: 20, offset: 0 }));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not load the messages',
      description: 'The crypt is flooded',
      variant: 'destructive',
    });
  });

  it('says what went wrong when the server is unreachable', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    const { sut, toast } = listening();
    await sut.dispatch(api.endpoints.attractionsList.initiate({ limit: 20, offset: 0 }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not load the attractions',
      description: 'TypeError: Failed to fetch',
      variant: 'destructive',
    });
  });

  it('leaves a 401 to the session', async () => {
    stubFetch({ 'GET /api/media': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
    const { sut, toast } = listening();
    await sut.dispatch(api.endpoints.mediaList.initiate({ limit: 20, offset: 0 }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('ignores reads that fill no screen, failed writes and successful loads', async () => {
    stubFetch({
      'GET /api/admin/verify': failing,
      'DELETE /api/blog-posts/7': failing,
      'GET /api/testimonials': { body: { items: [], total: 0, limit: 20, offset: 0 } },
    });
    const { sut, toast } = listening();
    await sut.dispatch(api.endpoints.authVerify.initiate());
    await sut.dispatch(api.endpoints.blogRemove.initiate(7));
    await sut.dispatch(api.endpoints.testimonialsList.initiate({ limit: 20, offset: 0 }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps quiet when a refresh of data already on screen fails (a polled count)', async () => {
    let answer: { status?: number; body: unknown } = { body: { items: [], total: 3, limit: 1, offset: 0 } };
    stubFetch({ 'GET /api/employment-applications': () => answer });
    const { sut, toast } = listening();
    const args = { status: 'pending' as const, limit: 1, offset: 0 };
    await sut.dispatch(api.endpoints.employmentList.initiate(args));
    answer = failing;
    await sut.dispatch(api.endpoints.employmentList.initiate(args, { forceRefetch: true }));
    expect(api.endpoints.employmentList.select(args)(sut.getState()).isError).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('stops once removed (the back-office left the screen)', async () => {
    stubFetch({ 'GET /api/settings': failing });
    const { sut, toast, stop } = listening();
    stop();
    await sut.dispatch(api.endpoints.settingsGet.initiate());
    expect(toast).not.toHaveBeenCalled();
  });
});
