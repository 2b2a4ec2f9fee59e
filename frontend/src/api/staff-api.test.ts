import { http, HttpResponse } from 'msw';
import { makeStore } from '../app/store';
import { deferred, server } from '../test/server';
import { api } from './enhanced-api';
import { staffApi } from './staff-api';

const listArgs = { limit: 20, offset: 0 };
const testimonial = { id: 4, name: 'Ana', content: 'Screamed all night', rating: 5, region: 'new-york', active: true };

async function listed() {
  const answer = deferred<Response>();
  server.use(
    http.get('/api/testimonials', () => HttpResponse.json({ items: [testimonial], total: 1, ...listArgs })),
    http.patch('/api/testimonials/4', () => answer.promise),
  );
  const sut = makeStore();
  await sut.dispatch(api.endpoints.testimonialsList.initiate(listArgs));
  const shown = () => api.endpoints.testimonialsList.select(listArgs)(sut.getState()).data?.items[0].active;
  const patch = sut.dispatch(staffApi.endpoints.testimonialsUpdate.initiate({ id: 4, updateTestimonialDto: { active: false } }));
  return { answer, shown, patch };
}

describe('the staff API', () => {
  it('shows a switched item at once, before the server answers', async () => {
    const { shown, answer, patch } = await listed();
    expect(shown()).toBe(false);
    answer.resolve(HttpResponse.json({ ...testimonial, active: false }));
    await patch;
    expect(shown()).toBe(false);
  });

  it('puts the item back when the server refuses the change', async () => {
    const { shown, answer, patch } = await listed();
    answer.resolve(HttpResponse.json({ statusCode: 500, message: 'No' }, { status: 500 }));
    await patch;
    expect(shown()).toBe(true);
  });

  it('uploads a file as multipart form data', async () => {
    let received: { contentType: string | null; file: FormDataEntryValue | null } | undefined;
    server.use(
      http.post('/api/media', async ({ request }) => {
        received = { contentType: request.headers.get('content-type'), file: (await request.formData()).get('file') };
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const sut = makeStore();
    await sut.dispatch(staffApi.endpoints.mediaUpload.initiate({ file: new Blob(['GIF89a'], { type: 'image/gif' }) }));
    expect(received?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.file).toBeInstanceOf(Blob);
    expect(await (received?.file as Blob).text()).toBe('GIF89a');
  });

  it('reads the issued codes as CSV text', async () => {
    server.use(http.get('/api/discount/pool/issued.csv', () => HttpResponse.text('code,value\nBOO-1,10%\n')));
    const sut = makeStore();
    const result = await sut.dispatch(staffApi.endpoints.discountPoolExportIssued.initiate());
    expect(result.data).toBe('code,value\nBOO-1,10%\n');
  });
});
