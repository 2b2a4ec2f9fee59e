import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ApplicantAuditionResponseDto, OpenAuditionSessionDto } from '../../api/generated-public';
import type { Language } from '../../i18n/languages';
import { renderWithProviders } from '../../test/render-with-providers';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { server } from '../../test/server';
import { AuditionBookingPage } from './audition-booking-page';

const barn: OpenAuditionSessionDto = { id: 1, startsAt: '2026-09-12T14:00:00.000Z', place: 'Barn stage', freePlaces: 2 };
const maze: OpenAuditionSessionDto = { id: 2, startsAt: '2026-09-13T18:30:00.000Z', place: 'Corn maze', freePlaces: 1 };

const invitation = (changes: Partial<ApplicantAuditionResponseDto> = {}): ApplicantAuditionResponseDto => ({
  firstName: 'Ichabod',
  region: 'new-york',
  canChange: true,
  sessions: [barn, maze],
  ...changes,
});

/** The invitation's page, its token answering `answer` until it books the session asked for. */
function renderInvitation(answer: ApplicantAuditionResponseDto, language: Language = 'en') {
  let current = answer;
  server.use(
    http.get('/api/auditions/token-1', () => HttpResponse.json(current)),
    http.put('/api/auditions/token-1', async ({ request }) => {
      const { sessionId } = (await request.json()) as { sessionId: number };
      current = { ...current, booked: current.sessions.find((session) => session.id === sessionId) };
      return HttpResponse.json(current);
    }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/auditions/:token" element={<AuditionBookingPage />} />
    </Routes>,
    { route: '/auditions/token-1', language },
  );
}

describe('AuditionBookingPage', () => {
  beforeEach(() => {
    serveRegions(...STARTING_REGIONS);
    // The year of the sessions: a date of this year is written without it. Only the clock is fake.
    jest.useFakeTimers({
      now: new Date('2026-08-01T12:00:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('offers the sessions with their free places on the park clock, and books the one chosen', async () => {
    renderInvitation(invitation());
    expect(await screen.findByRole('heading', { name: 'Hi Ichabod,' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'YOUR AUDITION', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('You have not booked an audition yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sessions with free places' })).toBeInTheDocument();
    expect(screen.getByText(/^Saturday, September 12 at 10:00\sAM EDT$/)).toBeInTheDocument();
    expect(screen.getByText('2 places left')).toBeInTheDocument();
    expect(screen.getByText('1 place left')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getAllByRole('button', { name: 'Book this session' })[0]);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Booked: Saturday, September 12 at 10:00\sAM EDT, Barn stage\.$/);
  });

  it('speaks Spanish on a Spanish page', async () => {
    renderInvitation(invitation(), 'es');
    expect(await screen.findByRole('heading', { name: '¡Hola, Ichabod!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TU AUDICIÓN', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Todavía no has reservado tu audición.')).toBeInTheDocument();
    expect(screen.getByText('Quedan 2 cupos')).toBeInTheDocument();
    expect(screen.getByText('Queda 1 cupo')).toBeInTheDocument();
    expect(screen.getByText(/^sábado, 12 de septiembre, 10:00\sa\.\s?m\.\sEDT$/)).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getAllByRole('button', { name: 'Reservar esta sesión' })[0]);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Reservada: sábado, 12 de septiembre, .*, Barn stage\.$/);
    expect(await screen.findByRole('button', { name: 'Cancelar mi audición' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cámbiate a otra sesión' })).toBeInTheDocument();
  });

  it('says when a booked audition is too close to change', async () => {
    renderInvitation(invitation({ booked: barn, canChange: false }), 'es');
    expect(await screen.findByText('Faltan menos de 24 horas, así que ya no se puede cambiar. ¡Te esperamos!')).toBeInTheDocument();
    expect(screen.getByText('Tu audición')).toBeInTheDocument();
  });
});
