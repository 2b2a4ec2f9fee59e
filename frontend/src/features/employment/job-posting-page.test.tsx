import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { JobPostingResponseDto as JobPosting } from '../../api/generated-public';
import { renderWithProviders } from '../../test/render-with-providers';
import { server } from '../../test/server';
import { JobPostingPage } from './job-posting-page';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import type { Language } from '../../i18n/languages';

const posting: JobPosting = {
  id: 7,
  region: 'new-york',
  title: 'Makeup Artist',
  positionType: 'actor',
  description: 'Turn our actors into **monsters**.\n\n- Latex and blood\n- <b>Quick</b> touch-ups',
  payFrom: 16,
  payTo: 20,
  payUnit: 'hour',
  schedule: 'Friday and Saturday nights, from 4 pm',
  startDate: '2026-09-18',
  endDate: '2026-11-01',
  sortOrder: 0,
  active: true,
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
};

const renderAt = (path: string, language: Language = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:region/jobs/:id" element={<JobPostingPage />} />
    </Routes>,
    { route: path, language },
  );

describe('JobPostingPage', () => {
  beforeEach(() => serveRegions(...STARTING_REGIONS));

  beforeEach(() => server.use(http.get('/api/settings', () => HttpResponse.json({ parkName: 'Orchard Frights' }))));

  it("shows the posting's facts, its Markdown description without the staff's markup, and the way to apply", async () => {
    server.use(http.get('/api/job-postings/7', () => HttpResponse.json(posting)));
    renderAt('/new-york/jobs/7');
    expect(await screen.findByRole('heading', { name: 'Makeup Artist', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Sinister Actor · Orchard Frights New York')).toBeInTheDocument();
    expect(screen.getByText('$16 – $20 per hour')).toBeInTheDocument();
    expect(screen.getByText('Friday and Saturday nights, from 4 pm')).toBeInTheDocument();
    expect(screen.getByText('September 18, 2026 – November 1, 2026')).toBeInTheDocument();
    expect(await screen.findByText('monsters', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Latex and blood', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('<b>Quick</b> touch-ups', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for this job' })).toHaveAttribute(
      'href',
      '/employment?region=new-york&job=7#employment-application',
    );
  });

  it('is not found when the posting is closed (the API answers 404 to visitors)', async () => {
    server.use(
      http.get('/api/job-postings/8', () => HttpResponse.json({ statusCode: 404, message: 'No such job posting' }, { status: 404 })),
    );
    renderAt('/new-york/jobs/8');
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Open Positions' })).toHaveAttribute('href', '/employment?region=new-york');
  });

  it('states its facts and the way to apply in Spanish on a Spanish page', async () => {
    server.use(http.get('/api/job-postings/7', () => HttpResponse.json({ ...posting, payTo: 20.5 })));
    renderAt('/new-york/jobs/7', 'es');
    expect(await screen.findByRole('heading', { name: 'Makeup Artist', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Actor siniestro · Orchard Frights New York')).toBeInTheDocument();
    expect(screen.getByText('Todos los puestos son de temporada (septiembre - noviembre)')).toBeInTheDocument();
    expect(screen.getByText('Pago:')).toBeInTheDocument();
    expect(screen.getByText('$16 – $20.50 por hora')).toBeInTheDocument();
    expect(screen.getByText('Horario:')).toBeInTheDocument();
    expect(screen.getByText('18 de septiembre de 2026 – 1 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicita este empleo' })).toHaveAttribute(
      'href',
      '/es/employment?region=new-york&job=7#employment-application',
    );
    expect(screen.getByRole('link', { name: 'Todos los puestos disponibles' })).toBeInTheDocument();
  });

  it('is not found in Spanish on a Spanish page', async () => {
    server.use(
      http.get('/api/job-postings/8', () => HttpResponse.json({ statusCode: 404, message: 'No such job posting' }, { status: 404 })),
    );
    renderAt('/new-york/jobs/8', 'es');
    expect(await screen.findByRole('heading', { name: 'Puesto no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Este puesto ya cerró o no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver puestos disponibles' })).toBeInTheDocument();
  });

  it('is not found under the other region', async () => {
    server.use(http.get('/api/job-postings/7', () => HttpResponse.json(posting)));
    renderAt('/florida/jobs/7');
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
  });
});
