import { http, HttpResponse } from 'msw';
import { api } from '../../../api/enhanced-api';
import { staffApi } from '../../../api/staff-api';
import { makeStore } from '../../../app/store';
import { inTurn, server } from '../../../test/server';
import { loadFailureToasts } from './load-failure-toasts';

const failing = () =>
  HttpResponse.json({ statusCode: 500, message: 'The crypt is flooded', error: 'Internal Server Error' }, { status: 500 });

function listening() {
  const sut = makeStore();
  const toast = jest.fn();
  const stop = sut.dispatch(loadFailureToasts(toast));
  return { sut, toast, stop };
}

describe('loadFailureToasts', () => {
  it("shows a destructive toast naming the screen's data with the server's message", async () => {
    server.use(http.get('/api/contact-submissions', failing));
    const { sut, toast } = listening();
    await sut.dispatch(staffApi.endpoints.contactList.initiate({ limit: 20, offset: 0 }));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not load the messages',
      description: 'The crypt is flooded',
      variant: 'destructive',
    });
  });

  it('says what went wrong when the server is unreachable', async () => {
    server.use(http.get('/api/attractions', () => HttpResponse.error()));
    const { sut, toast } = listening();
    await sut.dispatch(api.endpoints.attractionsList.initiate({ limit: 20, offset: 0 }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not load the attractions',
      description: 'TypeError: Failed to fetch',
      variant: 'destructive',
    });
  });

  it('leaves a 401 to the session', async () => {
    server.use(http.get('/api/media', () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 })));
    const { sut, toast } = listening();
    await sut.dispatch(staffApi.endpoints.mediaList.initiate({ limit: 20, offset: 0 }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('ignores reads that fill no screen, failed writes and successful loads', async () => {
    server.use(
      http.get('/api/admin/verify', failing),
      http.delete('/api/blog-posts/7', failing),
      http.get('/api/testimonials', () => HttpResponse.json({ items: [], total: 0, limit: 20, offset: 0 })),
    );
    const { sut, toast } = listening();
    await sut.dispatch(staffApi.endpoints.authVerify.initiate());
    await sut.dispatch(staffApi.endpoints.blogRemove.initiate(7));
    await sut.dispatch(api.endpoints.testimonialsList.initiate({ limit: 20, offset: 0 }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps quiet when a refresh of data already on screen fails (a polled count)', async () => {
    server.use(
      http.get(
        '/api/employment-applications',
        inTurn(() => HttpResponse.json({ items: [], total: 3, limit: 1, offset: 0 }), failing),
      ),
    );
    const { sut, toast } = listening();
    const args = { status: 'pending' as const, limit: 1, offset: 0 };
    await sut.dispatch(staffApi.endpoints.employmentList.initiate(args));
    await sut.dispatch(staffApi.endpoints.employmentList.initiate(args, { forceRefetch: true }));
    expect(staffApi.endpoints.employmentList.select(args)(sut.getState() as never).isError).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('stops once removed (the back-office left the screen)', async () => {
    server.use(http.get('/api/settings', failing));
    const { sut, toast, stop } = listening();
    stop();
    await sut.dispatch(api.endpoints.settingsGet.initiate());
    expect(toast).not.toHaveBeenCalled();
  });
});
