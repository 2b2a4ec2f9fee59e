import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { operatingNight } from '../../test/operating-night';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { GroupBookingForm } from './group-booking-form';

const NIGHTS = [operatingNight('2026-10-02'), operatingNight('2026-10-03')];

describe('GroupBookingForm', () => {
  beforeEach(() => serveRegions(...STARTING_REGIONS));

  it('offers each night by its weekday and date, and lists every rule broken by an empty submit', async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    renderWithProviders(<GroupBookingForm nights={NIGHTS} send={send} />);
    expect(screen.getByRole('checkbox', { name: 'Friday, October 2' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Saturday, October 3' })).toBeInTheDocument();
    expect(screen.getByText('15 people or more')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a Group Booking' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Group name: Group name must be at least 2 characters',
      'Your name: Name must be at least 2 characters',
      'Email: Please enter a valid email address',
      'Phone: Phone must be in format: 123-456-7890',
      'Group size: Groups are 15 or more',
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Group name/)).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('speaks Spanish on a Spanish page: its labels, its nights, its button and its rule messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GroupBookingForm nights={NIGHTS} send={jest.fn()} />, { language: 'es' });
    expect(screen.getByRole('form', { name: 'Reservaciones de grupo' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'viernes, 2 de octubre' })).toBeInTheDocument();
    expect(screen.getByText('15 personas o más')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solicita una reservación de grupo' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Nombre del grupo: El nombre del grupo debe tener al menos 2 caracteres' }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Cantidad de personas: Los grupos son de 15 personas o más' })).toBeInTheDocument();
  });

  it('asks for the dates in the notes, in Spanish, while no night is scheduled', () => {
    renderWithProviders(<GroupBookingForm nights={[]} send={jest.fn()} />, { language: 'es' });
    expect(screen.getByText('Todavía no hay noches programadas: indícanos tus fechas en las notas.')).toBeInTheDocument();
  });
});
