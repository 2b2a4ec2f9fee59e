/** @jest-environment ./src/features/admin/test/fetch-environment.mjs */
import { makeStore } from '../app/store';
import { deferred, stubFetch, type StubResponse } from '../features/admin/test/render';
import { api } from './enhanced-api';

const listArgs = { limit: 20, offset: 0 };
const testimonial = { id: 4, name: 'Ana', content: 'Screamed all night', rating: 5, region: 'new-york', active: true };

async function listed() {
  const answer = deferred<StubResponse>();
  const { calls } = stubFetch({
    'GET /api/testimonials': { body: { items: [testimonial], total: 1, ...listArgs } },
    'PATCH /api/testimonials/4': () => answer.promise,
  });
  const sut = makeStore();
  await sut.dispatch(api.endpoints.testimonialsList.initiate(listArgs));
  const shown = () => api.endpoints.testimonialsList.select(listArgs)(sut.getState()).data?.items[0].active;
  const patch = sut.dispatch(api.endpoints.testimonialsUpdate.initiate({ id: 4, updateTestimonialDto: { active: false } }));
  return { sut, answer, shown, patch, calls };
}

describe('the enhanced API', () => {
  it('shows a switched item at once, before the server answers', async () => {
    const { shown, answer, patch } = await listed();
    expect(shown()).toBe(false);
    answer.resolve({ body: { ...testimonial, active: false } });
    await patch;
  });

  it('puts the item back when the server refuses the change', async () => {
    const { shown, answer, patch } = await listed();
    answer.resolve({ status: 500, body: { statusCode: 500, message: 'No' } });
    await patch;
    expect(shown()).toBe(true);
  });

  it('uploads a file as multipart form data', async () => {
    const { calls } = stubFetch({ 'POST /api/media': { status: 201, body: { id: 1 } } });
    const sut = makeStore();
    await sut.dispatch(api.endpoints.mediaUpload.initiate({ file: new Blob(['GIF89a'], { type: 'image/gif' }) }));
    expect(calls[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(calls[0].body)).toContain('name="file"');
  });

  it('reads the issued codes as CSV text', async () => {
    stubFetch({ 'GET /api/discount/pool/issued.csv': { body: 'code,value\nBOO-1,10%\n' } });
    const sut = makeStore();
    const result = await sut.dispatch(api.endpoints.discountPoolExportIssued.initiate());
    expect(result.data).toBe('code,value\nBOO-1,10%\n');
  });
});
