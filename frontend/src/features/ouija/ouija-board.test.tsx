import { renderWithProviders } from '../../test/render-with-providers';
import { act, fireEvent, screen } from '@testing-library/react';
import type { GeneratedDiscountDto as DiscountResult } from '../../api/generated-public';
import { BOARD_SPOTS, PLANCHETTE_MOVE_MS } from './board-layout';
import { OuijaBoard } from './ouija-board';
import { COOLDOWN_MS, LAST_PLAYED_KEY } from './ouija-lock';

const RESULT: DiscountResult = {
  code: 'HAUNT-7QX2M9KD4TRB8W1C',
  value: '15%',
  expires_at: '2025-11-01T20:00:00.000Z',
  generated: false,
  buyUrl: null,
};

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('OuijaBoard', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the board, the six values and the instruction', () => {
    renderWithProviders(<OuijaBoard generate={jest.fn()} timeZone="America/New_York" />);
    expect(screen.getByRole('heading', { name: 'MYSTICAL BOARD' })).toBeInTheDocument();
    expect(screen.getByText('GOOD LUCK')).toBeInTheDocument();
    for (const value of Object.keys(BOARD_SPOTS)) expect(screen.getByText(value)).toBeInTheDocument();
    expect(screen.getByText('Click the planchette to reveal your haunted discount')).toBeInTheDocument();
    expect(screen.getByTestId('planchette')).toHaveAttribute('aria-disabled', 'false');
  });

  it('asks the server, moves the planchette to the returned value for 2 s, then opens the result and locks', async () => {
    const generate = jest.fn().mockResolvedValue(RESULT);
    renderWithProviders(<OuijaBoard generate={generate} timeZone="America/New_York" />);
    const planchette = screen.getByTestId('planchette');

    fireEvent.click(planchette);
    await flush();
    expect(generate).toHaveBeenCalledTimes(1);
    expect(planchette.style.left || getComputedStyle(planchette).left).toBe(`${BOARD_SPOTS['15%'].x}%`);
    expect(screen.queryByText('THE SPIRITS HAVE SPOKEN!')).not.toBeInTheDocument();

    // A second click while it moves is ignored.
    fireEvent.click(planchette);
    expect(generate).toHaveBeenCalledTimes(1);

    await act(async () => {
      jest.advanceTimersByTime(PLANCHETTE_MOVE_MS);
    });
    await flush();
    expect(screen.getByText('THE SPIRITS HAVE SPOKEN!')).toBeInTheDocument();
    expect(screen.getByText("You've been granted a 15% discount!")).toBeInTheDocument();
    expect(screen.getByTestId('discount-code')).toHaveTextContent(RESULT.code);
    // On the park's clock, to the minute, with the zone and (not this year) the year; not the browser's zone.
    expect(screen.getByText('Valid until: Sat, Nov 1, 2025, 4:00 PM EDT')).toBeInTheDocument();
    expect(screen.getByText("Use this code at checkout for the park's tickets. Not combinable with other offers.")).toBeInTheDocument();
    expect(Number(localStorage.getItem(LAST_PLAYED_KEY))).toBeGreaterThan(0);
    expect(screen.getByText("You've already played today. Come back in 24 hours!")).toBeInTheDocument();
    expect(screen.getByText('The spirits have spoken. Return tomorrow for another chance.')).toBeInTheDocument();
  });

  it('copies the code with the Copied! toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithProviders(<OuijaBoard generate={jest.fn().mockResolvedValue(RESULT)} timeZone="America/New_York" />);
    fireEvent.click(screen.getByTestId('planchette'));
    await flush();
    await act(async () => {
      jest.advanceTimersByTime(PLANCHETTE_MOVE_MS);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(RESULT.code);
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Discount code copied to clipboard')).toBeInTheDocument();
  });

  it('is locked at load when the last play is under 24 hours old: clicks are ignored and the cursor is not-allowed', () => {
    localStorage.setItem(LAST_PLAYED_KEY, String(Date.now() - COOLDOWN_MS + 60_000));
    const generate = jest.fn();
    renderWithProviders(<OuijaBoard generate={generate} timeZone="America/New_York" />);
    const planchette = screen.getByTestId('planchette');
    expect(planchette).toHaveAttribute('aria-disabled', 'true');
    expect(getComputedStyle(planchette).cursor).toBe('not-allowed');
    fireEvent.click(planchette);
    expect(generate).not.toHaveBeenCalled();
    expect(screen.getByText("You've already played today. Come back in 24 hours!")).toBeInTheDocument();
  });

  it('is open again once 24 hours have passed', () => {
    localStorage.setItem(LAST_PLAYED_KEY, String(Date.now() - COOLDOWN_MS - 1));
    renderWithProviders(<OuijaBoard generate={jest.fn()} timeZone="America/New_York" />);
    expect(screen.getByTestId('planchette')).toHaveAttribute('aria-disabled', 'false');
  });

  it("locks with the destructive 'Already Played' toast when the server answers DISCOUNT_ALREADY_RECEIVED", async () => {
    const generate = jest.fn().mockRejectedValue({
      status: 429,
      data: {
        statusCode: 429,
        code: 'DISCOUNT_ALREADY_RECEIVED',
        message: "You've already received a discount code today. Please try again after 24 hours.",
        error: 'Too Many Requests',
      },
    });
    renderWithProviders(<OuijaBoard generate={generate} timeZone="America/New_York" />);
    fireEvent.click(screen.getByTestId('planchette'));
    await flush();
    expect(screen.getByText('Already Played')).toBeInTheDocument();
    expect(screen.getByText("You've already received a discount code today. Please try again after 24 hours.")).toBeInTheDocument();
    expect(screen.getByTestId('planchette')).toHaveAttribute('aria-disabled', 'true');
    expect(localStorage.getItem(LAST_PLAYED_KEY)).not.toBeNull();
  });

  it('reads the code, not the words: another 429 saying "already received" does not lock', async () => {
    const generate = jest.fn().mockRejectedValue({
      status: 429,
      data: { statusCode: 429, code: 'RATE_LIMITED', message: 'You have already received too many answers', error: 'Too Many Requests' },
    });
    renderWithProviders(<OuijaBoard generate={generate} timeZone="America/New_York" />);
    fireEvent.click(screen.getByTestId('planchette'));
    await flush();
    expect(screen.queryByText('Already Played')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to generate discount code. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('planchette')).toHaveAttribute('aria-disabled', 'false');
  });

  it("shows the server's words when today's codes are gone (DISCOUNT_CODES_GONE) and stays playable", async () => {
    const gone = "Today's discount codes are all gone. Please come back tomorrow for another chance!";
    const generate = jest.fn().mockRejectedValue({
      status: 410,
      data: { statusCode: 410, code: 'DISCOUNT_CODES_GONE', message: gone, error: 'Gone' },
    });
    renderWithProviders(<OuijaBoard generate={generate} timeZone="America/New_York" />);
    fireEvent.click(screen.getByTestId('planchette'));
    await flush();
    expect(screen.getByText("Today's Codes Are Gone")).toBeInTheDocument();
    expect(screen.getByText(gone)).toBeInTheDocument();
    expect(screen.getByTestId('planchette')).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the generic error toast on any other failure and stays playable', async () => {
    const generate = jest.fn().mockRejectedValue({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    renderWithProviders(<OuijaBoard generate={generate} timeZone="America/New_York" />);
    fireEvent.click(screen.getByTestId('planchette'));
    await flush();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate discount code. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('planchette')).toHaveAttribute('aria-disabled', 'false');
    expect(localStorage.getItem(LAST_PLAYED_KEY)).toBeNull();
  });

  it('speaks Spanish on a Spanish page: the board, the instruction, the result and the expiry in Spanish', async () => {
    renderWithProviders(<OuijaBoard generate={jest.fn().mockResolvedValue(RESULT)} timeZone="America/New_York" />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'TABLERO MÍSTICO' })).toBeInTheDocument();
    expect(screen.getByText('BUENA SUERTE')).toBeInTheDocument();
    expect(screen.getByText('Haz clic en el puntero para descubrir tu descuento embrujado')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Puntero: haz clic para descubrir tu descuento embrujado' }));
    await flush();
    await act(async () => {
      jest.advanceTimersByTime(PLANCHETTE_MOVE_MS);
    });
    await flush();
    expect(screen.getByRole('dialog', { name: '¡LOS ESPÍRITUS HAN HABLADO!' })).toBeInTheDocument();
    expect(screen.getByText('¡Te ganaste un descuento de 15%!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    expect(screen.getByText(/^Válido hasta: sáb, 1 de nov de 2025, 4:00\sp\.\s?m\.\sEDT$/)).toBeInTheDocument();
    expect(screen.getByText('Ya jugaste hoy. ¡Vuelve en 24 horas!')).toBeInTheDocument();
  });
});
