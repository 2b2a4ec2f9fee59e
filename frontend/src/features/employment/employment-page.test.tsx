import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { AppProviders } from '../../app/providers';
import type { JobPostingResponseDto as JobPosting } from '../../api/generated-public';
import { server } from '../../test/server';
import { EmploymentPage } from './employment-page';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import type { Language } from '../../i18n/languages';

const actor: JobPosting = {
  id: 1,
  region: 'new-york',
  title: 'Sinister Actor',
  positionType: 'actor',
  description: 'Scare.',
  payFrom: null,
  payTo: null,
  payUnit: 'hour',
  schedule: null,
  startDate: null,
  endDate: null,
  sortOrder: 0,
  active: true,
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
};

const sentApplication = {
  firstName: 'Ichabod',
  email: 'ichabod@example.com',
  jobTitle: 'Sinister Actor',
  region: 'new-york',
  confirmationMail: 'sending',
} as const;

function answerPageReads() {
  server.use(
    http.get('/api/job-postings', () => HttpResponse.json({ items: [actor], total: 1, limit: 100, offset: 0 })),
    http.get('/api/calendar', () => HttpResponse.json({ region: 'new-york', timeZone: 'America/New_York', nights: [] })),
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Haunted Park', jobsEmail: 'jobs@haunt.example.com' })),
  );
}

/** The page at `entry`: a path, or a history entry with its state (what a reload of that entry gives back). */
function renderAt(entry: InitialEntry, language: Language = 'en') {
  return render(
    <AppProviders language={language}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/employment" element={<EmploymentPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function fillAndSend() {
  const change = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  change(/^First Name/, 'Ichabod');
  change(/^Last Name/, 'Crane');
  change(/^Email/, 'ichabod@example.com');
  change(/^Phone/, '7165551234');
  change(/^Street Address/, '1 Hollow Road');
  change(/^City/, 'Clarence');
  change(/^Zip Code/, '14031');
  change(/^Position/, '1');
  change(/^Available Start Date/, '2026-09-15');
  fireEvent.click(screen.getByLabelText('Corn Maze Scarer'));
  fireEvent.click(screen.getByLabelText('I confirm that I am 18 years or older'));
  await act(async () => {});
  await userEvent.setup({ delay: null }).click(screen.getByText('Submit Application', { selector: 'button' }));
}

describe('EmploymentPage: a sent application', () => {
  beforeEach(() => serveRegions(...STARTING_REGIONS));

  it("replaces the form with its confirmation, its heading focused, saying what the server's mail answer means", async () => {
    answerPageReads();
    server.use(
      http.post('/api/employment-applications', async ({ request }) =>
        HttpResponse.json(
          { id: 7, ...((await request.json()) as object), jobTitle: 'Sinister Actor', confirmationMail: 'waiting' },
          { status: 201 },
        ),
      ),
    );
    renderAt('/employment?region=new-york');
    // Text queries, not role queries: the whole application form is a large tree for jsdom's role computation.
    await screen.findByText('Sinister Actor', { selector: 'option' });
    await fillAndSend();
    const heading = await screen.findByText('Application Submitted!', { selector: 'h1, h2, h3' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText("Thank you for your interest. We'll contact you soon for audition dates.")).toBeInTheDocument();
    expect(screen.getByText('Ichabod, you applied for Sinister Actor in New York.')).toBeInTheDocument();
    expect(screen.getByText("We'll be in touch at ichabod@example.com.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  // The confirmation shows what its history entry holds, the server's answer after a send (above) or on a reload.
  it.each([
    ['sending', "We've e-mailed a copy to ichabod@example.com."],
    ['waiting', "We'll be in touch at ichabod@example.com."],
    ['none', "We'll be in touch at ichabod@example.com."],
  ] as const)('says what the mail answer (%s) means', async (confirmationMail, line) => {
    answerPageReads();
    renderAt({ pathname: '/employment', search: '?region=new-york', state: { sentApplication: { ...sentApplication, confirmationMail } } });
    await screen.findByRole('heading', { name: 'Application Submitted!' });
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('shows the confirmation again on a reload of its history entry, and the form again on request', async () => {
    answerPageReads();
    renderAt({ pathname: '/employment', search: '?region=new-york', state: { sentApplication } });
    expect(await screen.findByRole('heading', { name: 'Application Submitted!' })).toHaveFocus();
    expect(screen.getByText("We've e-mailed a copy to ichabod@example.com.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/new-york');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send Another Application' }));
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
  });

  it('shows the form for a history entry whose state is not a sent application', async () => {
    answerPageReads();
    renderAt({ pathname: '/employment', search: '?region=new-york', state: { sentApplication: { email: 'x@example.com' } } });
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Application Submitted!' })).not.toBeInTheDocument();
  });
});

describe('EmploymentPage in Spanish', () => {
  beforeEach(() => serveRegions(...STARTING_REGIONS));

  it("shows the hiring banner, the region's open jobs and the way to apply in Spanish", async () => {
    answerPageReads();
    renderAt('/employment?region=new-york', 'es');
    expect(screen.getByText('ESTAMOS CONTRATANDO PARA LA TEMPORADA · SEPTIEMBRE - NOVIEMBRE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ÚNETE A NUESTRO EQUIPO DE TERROR', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Solicita trabajo en Haunted Park New York')).toBeInTheDocument();
    expect(await screen.findByText('Puestos disponibles', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Equipos de sustos, personal de operaciones y artistas para nuestras atracciones.')).toBeInTheDocument();
    expect(await screen.findByText('Solicitar', { selector: 'a' })).toHaveAttribute('aria-label', 'Solicitar el puesto de Sinister Actor');
    expect(screen.getByText('Enviar solicitud', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByText(/^¿Tienes preguntas sobre trabajar con nosotros\? Escríbenos a/)).toBeInTheDocument();
    expect(screen.getByText('jobs@haunt.example.com', { selector: 'a' })).toHaveAttribute('href', 'mailto:jobs@haunt.example.com');
  });

  it('confirms a sent application in Spanish', async () => {
    answerPageReads();
    renderAt({ pathname: '/employment', search: '?region=new-york', state: { sentApplication } }, 'es');
    expect(await screen.findByRole('heading', { name: '¡Solicitud enviada!' })).toHaveFocus();
    expect(await screen.findByText('Ichabod, solicitaste el puesto de Sinister Actor en New York.')).toBeInTheDocument();
    expect(screen.getByText('Te enviamos una copia a ichabod@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar otra solicitud' })).toBeInTheDocument();
  });
});
