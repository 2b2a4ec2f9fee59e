import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TestimonialResponseDto as Testimonial } from '../../api/generated-public';
import { recordRequests, server } from '../../test/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { RegionHome } from './region-home';

const page = <T,>(items: T[]) => HttpResponse.json({ items, total: items.length, limit: 100, offset: 0 });

const review: Testimonial = {
  id: 7,
  name: 'Mina M.',
  content: 'I screamed so loud the tractor stopped.',
  region: 'new-york',
  rating: 5,
  sortOrder: 0,
  active: true,
  createdAt: '2026-10-01T00:00:00.000Z',
};

/** New York's home with the park's testimonials answered as `testimonials`, and nothing else written yet. */
function renderNewYork(testimonials: Testimonial[]) {
  server.use(
    http.get('/api/testimonials', () => page(testimonials)),
    http.get('/api/attractions', () => page([])),
    http.get('/api/blog-posts', () => page([])),
    http.get('/api/regions', () => page([])),
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt' })),
    http.get('/api/calendar', () => HttpResponse.json({ region: 'new-york', timeZone: 'America/New_York', nights: [] })),
    http.get('/api/video-backgrounds/active/ny-home', () => HttpResponse.json(null)),
  );
  const requests = recordRequests();
  renderWithProviders(<RegionHome region="new-york" />, { route: '/new-york' });
  return requests;
}

describe('a region home', () => {
  it("shows the park's own testimonials", async () => {
    renderNewYork([review]);
    expect(await screen.findByText('— Mina M.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'VISITOR TESTIMONIALS' })).toBeInTheDocument();
  });

  it('leaves the testimonials out when the park has none, inventing no sample ones', async () => {
    const requests = renderNewYork([]);
    await waitFor(() => expect(requests.some((request) => request.path === '/api/testimonials')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading testimonials' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'VISITOR TESTIMONIALS' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^— /)).not.toBeInTheDocument();
  });
});
