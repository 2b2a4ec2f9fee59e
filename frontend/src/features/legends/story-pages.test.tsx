import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { BlogPostResponseDto as Story } from '../../api/generated-public';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { renderWithProviders } from '../../test/render-with-providers';
import { recordRequests, server } from '../../test/server';
import { StoryDetailPage } from './story-detail-page';
import { StoryListPage } from './story-list-page';
import { StoryPreviewPage } from './story-preview-page';

const story = (overrides: Partial<Story> = {}): Story => ({
  id: 1,
  createdAt: '2026-08-01T00:00:00.000Z',
  updatedAt: '2026-08-01T00:00:00.000Z',
  title: 'The Lantern Man',
  slug: 'the-lantern-man',
  excerpt: 'A light in the marsh that walks.',
  content: 'He walks at night.',
  region: 'new-york',
  language: 'en',
  category: 'ghost-story',
  image: '',
  imageAlt: null,
  distance: null,
  readTime: '3 min read',
  views: 1234,
  published: true,
  featured: false,
  attractionId: null,
  seoTitle: null,
  seoDescription: null,
  shareImage: null,
  publishAt: null,
  unpublishAt: null,
  ...overrides,
});

function serveStories() {
  serveRegions(...STARTING_REGIONS);
  server.use(
    http.get('/api/blog-posts', () =>
      HttpResponse.json({ items: [story(), story({ id: 2, slug: 'two', views: 1 })], total: 3, nextCursor: 'next' }),
    ),
    http.get('/api/blog-posts/preview/:token', () =>
      HttpResponse.json(story({ published: false, publishAt: '2026-10-02T22:00:00.000Z', readTime: 'A short read' })),
    ),
    http.get('/api/blog-posts/:slug', () => HttpResponse.json(story())),
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt', ticketingUrl: null, ticketingTakesCampaign: false })),
    http.get('/api/attractions', () => HttpResponse.json({ items: [], total: 0 })),
  );
}

const storyPage = (
  <Routes>
    <Route path="/:region/dark-legends/preview/:token" element={<StoryPreviewPage />} />
    <Route path="/:region/dark-legends/:slug" element={<StoryDetailPage />} />
  </Routes>
);

describe('the story pages', () => {
  beforeEach(serveStories);

  it('list the stories in English as they always have', async () => {
    renderWithProviders(<StoryListPage />, { route: '/new-york/dark-legends' });
    expect(await screen.findByText('Showing 2 of 3 stories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Stories' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Stories' });
    expect(within(list).getAllByText('3 min read')).toHaveLength(2);
    expect(within(list).getByText('1,234 views')).toBeInTheDocument();
    expect(within(list).getByText('1 view')).toBeInTheDocument();
  });

  it('list the stories in Spanish on a Spanish page', async () => {
    const requests = recordRequests();
    renderWithProviders(<StoryListPage />, { route: '/new-york/dark-legends', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'LEYENDAS OSCURAS' })).toBeInTheDocument();
    expect(await screen.findByText('Mostrando 2 de 3 historias')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filtrar historias por categoría' });
    expect(within(filters).getByRole('button', { name: 'Historias de fantasmas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cargar más historias' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Historias' });
    expect(within(list).getAllByText('3 min de lectura')).toHaveLength(2);
    expect(within(list).getAllByText('Historia de fantasmas')).toHaveLength(2);
    expect(within(list).getByText('DESTACADA')).toBeInTheDocument();
    expect(within(list).getByText('1 vista')).toBeInTheDocument();
    // A story is written in one language: the Spanish list asks for the stories written in Spanish.
    const asked = requests
      .filter((request) => request.path === '/api/blog-posts')
      .map((request) => new URLSearchParams(request.search).get('language'));
    expect([...new Set(asked)]).toEqual(['es']);
  });

  it('show a story in Spanish on a Spanish page', async () => {
    renderWithProviders(storyPage, { route: '/new-york/dark-legends/the-lantern-man', language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lantern Man' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.getByText('Compartir:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compartir en Facebook (se abre en una pestaña nueva)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(screen.getByText('Historia de fantasmas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿Te atreves a visitarnos?' })).toBeInTheDocument();
    expect(
      screen.getByText('Vive el verdadero terror de Western New York. Algunas leyendas se viven mejor de lo que se leen.'),
    ).toBeInTheDocument();
  });

  it("show a preview's state in Spanish, its date in the region's zone, and a read time staff wrote as they wrote it", async () => {
    renderWithProviders(storyPage, { route: '/new-york/dark-legends/preview/token', language: 'es' });
    expect(
      await screen.findByText(
        /^Vista previa\. Programada: esta historia se publica el vie, 2 de oct[^:]*6:00 p\.\s?m\.\. Por favor, no compartas este enlace públicamente\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('A short read')).toBeInTheDocument();
  });
});
