import { renderWithProviders } from '../../test/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegionSlug } from '../../config/paths';
import { EmploymentForm } from './employment-form';
import type { JobPostingResponseDto as JobPosting, OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { operatingNight } from '../../test/operating-night';
import { serveRegions, STARTING_REGIONS, TEXAS } from '../../test/regions';
import type { Language } from '../../i18n/languages';

const posting = (id: number, title: string, positionType: JobPosting['positionType']): JobPosting => ({
  id,
  region: 'new-york',
  title,
  positionType,
  description: `${title}: a seasonal job.`,
  payFrom: null,
  payTo: null,
  payUnit: 'hour',
  schedule: null,
  startDate: null,
  endDate: null,
  sortOrder: id * 10,
  active: true,
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
});

/** The region's open postings, as the migration writes them (ids 1 to 3). */
const POSTINGS = [
  posting(1, 'Sinister Actor', 'actor'),
  posting(2, 'Operations Crew', 'operations'),
  posting(3, 'Entertainment Acts', 'entertainment'),
];

/** Sets a text field as one change event (typing character by character is slow in jsdom with MUI). */
async function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  // Let Formik's asynchronous validation settle inside act.
  await act(async () => {});
}

function setup({
  region = 'new-york' as RegionSlug,
  submit = jest.fn().mockResolvedValue({ id: 1 }),
  onSent = jest.fn(),
  jobsEmail = 'jobs@hauntedpark.test',
  nights = [] as OperatingNight[],
  postings = POSTINGS,
  chosenJob = undefined as number | undefined,
  language = 'en' as Language,
} = {}) {
  const user = userEvent.setup({ delay: null });
  const onRegionChange = jest.fn();
  const form = (props: { region: RegionSlug; postings: JobPosting[]; chosenJob?: number }) => (
    <EmploymentForm onRegionChange={onRegionChange} submit={submit} onSent={onSent} jobsEmail={jobsEmail} nights={nights} {...props} />
  );
  const view = renderWithProviders(form({ region, postings, chosenJob }), { language });
  const rerenderRegion = (next: RegionSlug) => view.rerender(form({ region: next, postings }));
  return {
    user,
    submit,
    onSent,
    onRegionChange,
    rerenderRegion,
    rerender: (props: { region: RegionSlug; postings: JobPosting[]; chosenJob?: number }) => view.rerender(form(props)),
    submitForm: () => user.click(screen.getByRole('button', { name: 'Submit Application' })),
  };
}

/**
 * Fills every required field with change and click events only: no focus moves, so no blur touches and re-validates
 * the whole (large) form after each field; the validation settles once at the end.
 */
async function fillValid() {
  const change = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  change(/^First Name/, 'Ichabod');
  change(/^Last Name/, 'Crane');
  change(/^Email/, 'ichabod@example.com');
  change(/^Phone/, '7165551234');
  change(/^Street Address/, '1 Hollow Road');
  change(/^City/, 'Clarence');
  change(/^Zip Code/, '14031');
  change(/^Position/, '1');
  change(/^Available Start Date/, '2025-09-15');
  fireEvent.click(screen.getByLabelText('Corn Maze Scarer'));
  fireEvent.click(screen.getByLabelText('I confirm that I am 18 years or older'));
  await act(async () => {});
}

// Rules and messages of every field: employment-schema.test.ts.
describe('EmploymentForm', () => {
  beforeEach(() => serveRegions(...STARTING_REGIONS));

  it('shows the sections and defaults, and sets the state from the region every time it changes (radio and page region)', async () => {
    const { user, onRegionChange, rerenderRegion } = setup();
    expect(screen.getByText('All positions are seasonal (September - November)')).toBeInTheDocument();
    for (const legend of ['Location', 'Personal Information', 'Position Interest', 'Availability', 'Experience & Skills', 'Requirements']) {
      expect(screen.getByText(legend, { selector: 'legend' })).toBeInTheDocument();
    }
    expect(await screen.findByLabelText('New York - Western NY Location')).toBeChecked();
    expect(screen.getByLabelText(/^State/)).toHaveValue('NY');
    expect(screen.getByLabelText(/^State/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Work Availability/)).toHaveValue('part-time');
    for (const option of ['Full-time (5+ days/week)', 'Weekends only', 'Sinister Actor', 'Operations Crew', 'Entertainment Acts']) {
      expect(screen.getByText(option, { selector: 'option' })).toBeInTheDocument();
    }

    await user.click(screen.getByLabelText('Florida - Central FL Location'));
    expect(screen.getByLabelText(/^State/)).toHaveValue('FL');
    expect(onRegionChange).toHaveBeenLastCalledWith('florida');
    await user.click(screen.getByLabelText('New York - Western NY Location'));
    expect(screen.getByLabelText(/^State/)).toHaveValue('NY');
    rerenderRegion('florida');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toHaveValue('FL'));
    expect(screen.getByLabelText('Florida - Central FL Location')).toBeChecked();
    rerenderRegion('new-york');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toHaveValue('NY'));
  });

  it('offers a region staff added by its name, where the applicant writes the state the site does not know', async () => {
    serveRegions(...STARTING_REGIONS, TEXAS);
    const { user, onRegionChange } = setup();
    await user.click(await screen.findByLabelText('Texas'));
    expect(onRegionChange).toHaveBeenLastCalledWith('texas');
    const state = screen.getByLabelText(/^State/);
    expect(state).toHaveValue('');
    expect(state).not.toHaveAttribute('readonly');
    await fill(/^State/, 'TX');
    expect(state).toHaveValue('TX');
  });

  it('shows every message, the error summary and focuses the first field when submitted empty, and sends nothing', async () => {
    const { submitForm, submit } = setup();
    await submitForm();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'First Name: Required' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveFocus());
    expect(screen.getAllByText('Phone must be in format: 123-456-7890').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Zip code must be 5 digits').length).toBeGreaterThan(0);
    expect(within(summary).getByRole('link', { name: /Please select at least one position/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /You must be 18 or older to apply/ })).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('auto-formats the phone to 123-456-7890 (at most 12 characters) and keeps at most 5 digits in the zip code', async () => {
    setup();
    await fill(/^Phone/, '(716) 555-12345678');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('716-555-1234');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('maxLength', '12');
    await fill(/^Zip Code/, '14a0319');
    expect(screen.getByLabelText(/^Zip Code/)).toHaveValue('14031');
  });

  it("shows the positions and the conditional fields of each posting's type, and clears the choice when the posting changes", async () => {
    setup();
    const type = screen.getByLabelText(/^Position/);
    expect(screen.queryByLabelText('Tour Guide')).not.toBeInTheDocument();

    fireEvent.change(type, { target: { value: '1' } });
    const positions = screen.getByRole('group', { name: /Specific Positions/ });
    expect(
      within(positions)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Scene/Walking Trail Actor', 'Corn Maze Scarer', 'Property Scarer', 'Tour Guide']);
    expect(screen.getByLabelText('I am comfortable working in dark, confined spaces')).toBeInTheDocument();
    expect(screen.queryByLabelText('I can lift up to 50 pounds and stand for extended periods')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Performance Links/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Tour Guide'));
    expect(screen.getByLabelText('Tour Guide')).toBeChecked();

    fireEvent.change(type, { target: { value: '2' } });
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.getByLabelText('Ticket Booth')).not.toBeChecked();
    expect(screen.getByLabelText('I can lift up to 50 pounds and stand for extended periods')).toBeInTheDocument();
    expect(screen.queryByLabelText('I am comfortable working in dark, confined spaces')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Performance Links/)).not.toBeInTheDocument();

    fireEvent.change(type, { target: { value: '3' } });
    expect(screen.getByLabelText('Fire Breather')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Performance Links/)).toBeInTheDocument();
    expect(screen.queryByLabelText('I can lift up to 50 pounds and stand for extended periods')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('I am comfortable working in dark, confined spaces')).not.toBeInTheDocument();
  });

  it('shows the failure toast naming the jobs e-mail and keeps the input; the retry shows Submitting..., sends the application and hands on the answer', async () => {
    let resolve!: (value: unknown) => void;
    const submit = jest
      .fn()
      .mockRejectedValueOnce({ status: 500, data: 'Internal Server Error' })
      .mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const { submitForm, onSent } = setup({ submit });
    await fillValid();
    fireEvent.click(screen.getByLabelText('I am comfortable working in dark, confined spaces'));

    await submitForm();
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or email us at jobs@hauntedpark.test')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ichabod');

    await submitForm();
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenLastCalledWith(
      {
        firstName: 'Ichabod',
        lastName: 'Crane',
        email: 'ichabod@example.com',
        phone: '716-555-1234',
        address: '1 Hollow Road',
        city: 'Clarence',
        state: 'NY',
        zipCode: '14031',
        region: 'new-york',
        jobPostingId: 1,
        specificPositions: ['Corn Maze Scarer'],
        availability: 'part-time',
        startDate: '2025-09-15',
        previousExperience: undefined,
        specialSkills: undefined,
        performanceLinks: undefined,
        over18: true,
        canLiftWeight: false,
        comfortableInDark: true,
      },
      { headshot: null, resume: null },
    );

    expect(onSent).not.toHaveBeenCalled();
    resolve({ id: 7, confirmationMail: 'sending' });
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ id: 7, confirmationMail: 'sending' }));
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it("offers the region's open postings, chooses the one an Apply link names, and drops a posting the region does not have", async () => {
    const makeup = { ...posting(9, 'Makeup Artist', 'actor'), sortOrder: 0 };
    const { rerender } = setup({ postings: [makeup, ...POSTINGS], chosenJob: 9 });
    const select = screen.getByLabelText(/^Position/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a position', 'Makeup Artist', 'Sinister Actor', 'Operations Crew', 'Entertainment Acts']);
    await waitFor(() => expect(select).toHaveValue('9'));
    expect(screen.getByLabelText('Corn Maze Scarer')).toBeInTheDocument();

    rerender({ region: 'florida', postings: [] });
    await waitFor(() => expect(screen.getByLabelText(/^Position/)).toHaveValue(''));
    expect(screen.getByText('No positions are open at this location', { selector: 'option' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Corn Maze Scarer')).not.toBeInTheDocument();
  });

  it("offers the region's operating nights week by week, leaves out closed ones, and sends the ones chosen", async () => {
    const nights = [
      operatingNight('2026-10-02'),
      operatingNight('2026-10-03'),
      operatingNight('2026-10-04', { status: 'closed' }),
      operatingNight('2026-10-09'),
    ];
    const { submit, submitForm } = setup({ nights });
    expect(screen.getByText('Operating nights you can work (optional)')).toBeInTheDocument();
    expect(screen.getByText('Week of Sep 28')).toBeInTheDocument();
    expect(screen.getByText('Week of Oct 5')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sun, Oct 4')).not.toBeInTheDocument();
    await fillValid();
    fireEvent.click(screen.getByLabelText('Fri, Oct 9'));
    fireEvent.click(screen.getByLabelText('Fri, Oct 2'));
    await submitForm();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].availableNights).toEqual(['2026-10-02', '2026-10-09']);
  });

  it('refuses a headshot that is not an image and a résumé over 5 MB, under their fields', async () => {
    setup();
    fireEvent.change(screen.getByLabelText(/^Headshot/), { target: { files: [new File(['<html>'], 'me.html', { type: 'text/html' })] } });
    const big = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText(/^Résumé/), { target: { files: [big] } });
    expect(await screen.findByText('The headshot must be a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(await screen.findByText('The résumé must be 5 MB or smaller')).toBeInTheDocument();
  });

  it('sends the attached headshot and résumé with the application', async () => {
    const { submit, submitForm } = setup();
    await fillValid();
    const headshot = new File(['png'], 'me.png', { type: 'image/png' });
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/^Headshot/), { target: { files: [headshot] } });
    fireEvent.change(screen.getByLabelText(/^Résumé/), { target: { files: [resume] } });
    await submitForm();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][1]).toEqual({ headshot, resume });
  });

  it('speaks Spanish on a Spanish page: its sections, fields, positions, nights and messages, keeping the English position names as values', async () => {
    const nights = [operatingNight('2026-10-02'), operatingNight('2026-10-03')];
    const { user, submit } = setup({ language: 'es', nights });
    expect(screen.getByText('Solicitud de empleo', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Todos los puestos son de temporada (septiembre - noviembre)')).toBeInTheDocument();
    for (const legend of [
      'Ubicación',
      'Información personal',
      'Puesto de interés',
      'Disponibilidad',
      'Experiencia y habilidades',
      'Requisitos',
    ]) {
      expect(screen.getByText(legend, { selector: 'legend' })).toBeInTheDocument();
    }
    for (const option of [
      'Tiempo completo (5+ días/semana)',
      'Medio tiempo (2-4 días/semana)',
      'Solo fines de semana',
      'Selecciona un puesto',
    ]) {
      expect(screen.getByText(option, { selector: 'option' })).toBeInTheDocument();
    }
    // The locations are the regions' own names (staff write them).
    expect(await screen.findByLabelText('New York - Western NY Location')).toBeChecked();
    expect(screen.getByText('Según la ubicación')).toBeInTheDocument();
    expect(screen.getByText('Semana del 28 sept')).toBeInTheDocument();
    expect(screen.getByLabelText('vie, 2 de oct')).toBeInTheDocument();
    expect(screen.getByText(/^Al enviar este formulario, aceptas nuestra/)).toContainElement(
      screen.getByRole('link', { name: 'Política de privacidad' }),
    );

    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Hay un problema')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Nombre: Obligatorio' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Código postal: El código postal debe tener 5 dígitos' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Puestos específicos: Selecciona al menos un puesto' })).toBeInTheDocument();
    expect(screen.getAllByText('Debes tener 18 años o más para solicitar').length).toBeGreaterThan(0);
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Puesto/), { target: { value: '1' } });
    expect(screen.getByLabelText('Asustador del laberinto de maíz')).toHaveAttribute('value', 'Corn Maze Scarer');
    expect(screen.getByLabelText('Me siento a gusto trabajando en espacios oscuros y estrechos')).toBeInTheDocument();
  });
});
