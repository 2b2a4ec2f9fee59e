import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { deferred, recordRequests, server } from '../../../test/server';
import { page, renderAdmin, STORY_EDITOR_READS, storyEditorReads } from '../test/render';
import type { BlogPostResponseDto as BlogPost, BlogPostSummaryDto as BlogPostSummary } from '../../../api/generated-public';
import { BlogPage } from './blog-page';

const summary: BlogPostSummary = {
  id: 7,
  title: 'The Hollow Bride',
  slug: 'the-hollow-bride',
  excerpt: 'A bride who never left the old mill.',
  region: 'new-york',
  language: 'en',
  category: 'ghost-story',
  image: '/uploads/bride.webp',
  imageAlt: null,
  distance: null,
  readTime: '5 min read',
  views: 12,
  published: true,
  featured: false,
  publishAt: null,
  unpublishAt: null,
  seoTitle: null,
  seoDescription: null,
  shareImage: null,
  attractionId: null,
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
};
const full: BlogPost = { ...summary, content: 'On foggy nights the mill wheel turns by itself.' };
const stats = {
  total: 9,
  byRegion: [
    { region: 'new-york', name: 'New York', count: 5 },
    { region: 'florida', name: 'Florida', count: 4 },
    { region: 'texas', name: 'Texas', count: 0 },
  ],
  totalViews: 1234,
  published: 7,
  drafts: 2,
};
const listAndStats = [
  http.get('/api/blog-posts', () => HttpResponse.json(page([summary]))),
  http.get('/api/blog-posts/stats', () => HttpResponse.json(stats)),
];

describe('BlogPage', () => {
  beforeEach(() => server.use(...storyEditorReads));
  it('shows the stat cards from GET /api/blog-posts/stats, a card per region by its state code or name, one without stories too', async () => {
    server.use(...listAndStats);
    const requests = recordRequests(STORY_EDITOR_READS);
    renderAdmin(<BlogPage />, { route: '/admin/blog' });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    const cards = screen
      .getAllByRole('group')
      .map((card) => [card.getAttribute('aria-label'), within(card).getByTestId('stat-value').textContent]);
    expect(cards).toEqual([
      ['Total Stories', '9'],
      ['NY Stories', '5'],
      ['FL Stories', '4'],
      ['Texas Stories', '0'],
      ['Total Views', '1,234'],
    ]);
    expect(requests.filter((request) => request.path === '/api/blog-posts/stats')).toHaveLength(1);
    // The list is fetched once for the table, never paged through for the stats.
    expect(requests.filter((request) => request.path === '/api/blog-posts')).toHaveLength(1);
  });

  it('shows a scheduled draft as Scheduled with its time on the clock of its park, and other drafts as Draft', async () => {
    const scheduled = { ...summary, id: 8, slug: 'the-drop', published: false, publishAt: '2026-10-02T22:00:00.000Z' };
    const florida = { ...scheduled, id: 9, slug: 'the-swamp', region: 'florida' as const };
    const draft = { ...summary, id: 10, slug: 'the-draft', published: false };
    server.use(
      http.get('/api/blog-posts', () => HttpResponse.json(page([summary, scheduled, florida, draft]))),
      http.get('/api/blog-posts/stats', () => HttpResponse.json(stats)),
    );
    renderAdmin(<BlogPage />, { route: '/admin/blog' });
    expect(await screen.findByText('Scheduled · Fri, Oct 2, 6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Scheduled · Fri, Oct 2, 5:00 PM')).toBeInTheDocument();
    expect(screen.getAllByText('Draft')).toHaveLength(1);
  });

  it('loads the full story by slug before showing the edit form', async () => {
    const detail = deferred();
    server.use(
      ...listAndStats,
      http.get('/api/blog-posts/the-hollow-bride', async () => {
        await detail.promise;
        return HttpResponse.json(full);
      }),
    );
    const requests = recordRequests(STORY_EDITOR_READS);
    renderAdmin(<BlogPage />, { route: '/admin/blog' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit The Hollow Bride' }));
    expect(await screen.findByText('Loading story...')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit story' })).not.toBeInTheDocument();

    detail.resolve();
    expect(await screen.findByRole('form', { name: 'Edit story' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Content/)).toHaveValue(full.content);
    expect(requests.some((request) => request.path === '/api/blog-posts/the-hollow-bride')).toBe(true);
  });

  it('says so and stays on the list when the story cannot be loaded', async () => {
    server.use(
      ...listAndStats,
      http.get('/api/blog-posts/the-hollow-bride', () =>
        HttpResponse.json({ statusCode: 404, message: 'Story not found', error: 'Not Found' }, { status: 404 }),
      ),
    );
    renderAdmin(<BlogPage />, { route: '/admin/blog' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit The Hollow Bride' }));
    expect(await screen.findByText('Error loading story')).toBeInTheDocument();
    expect(screen.getByText('Story not found')).toBeInTheDocument();
    expect(await screen.findByText('ALL STORIES')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit story' })).not.toBeInTheDocument();
  });

  it('searches after the admin stops typing, from the first page', async () => {
    server.use(
      http.get('/api/blog-posts', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.has('search') ? page([summary]) : page([summary], 45)),
      ),
      http.get('/api/blog-posts/stats', () => HttpResponse.json(stats)),
    );
    const requests = recordRequests(STORY_EDITOR_READS);
    renderAdmin(<BlogPage />, { route: '/admin/blog' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit The Hollow Bride' });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(requests[requests.length - 1].search).toContain('offset=20'));

    await user.type(screen.getByRole('searchbox', { name: 'Search stories' }), '  bride ');
    await waitFor(() => expect(requests[requests.length - 1].search).toBe('?limit=20&offset=0&search=bride'));
    expect(requests.filter((request) => request.search.includes('search=b&') || request.search.endsWith('search=b'))).toHaveLength(0);
  });
});
