import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { REGION_CLOCKS, renderAdmin, serveRegions, TEXAS } from '../test/render';
import { AttractionDialog } from './attraction-dialog';

const [NEW_YORK, FLORIDA] = REGION_CLOCKS.items;

function renderDialog() {
  server.use(
    http.get('/api/attraction-intensity-words', () => HttpResponse.json({ labels: [] })),
    http.post('/api/attractions', async ({ request }) =>
      HttpResponse.json({ id: 9, ...((await request.json()) as object) }, { status: 201 }),
    ),
  );
  const requests = recordRequests(['GET /api/settings', 'GET /api/regions', 'GET /api/attraction-intensity-words']);
  const onClose = jest.fn();
  renderAdmin(<AttractionDialog onClose={onClose} />);
  return { requests, onClose };
}

// One change event per field: typing in the big dialog is slow in jsdom.
function fillAttraction() {
  const dialog = screen.getByRole('dialog');
  const fill = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  fill(/^Title/, 'The Hayride of Doom');
  fill(/^Description/, 'Twenty minutes through the dark woods.');
  fireEvent.change(within(dialog).getByPlaceholderText('https://… or /uploads/…'), { target: { value: '/uploads/hayride.webp' } });
}

describe('AttractionDialog', () => {
  it('starts in the first region of the regions table, offers each region by name, one added since among them, and saves the one chosen', async () => {
    serveRegions(FLORIDA, NEW_YORK, TEXAS);
    const { requests } = renderDialog();
    fireEvent.mouseDown(await screen.findByText('Florida'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Florida', 'New York', 'Texas']);
    fireEvent.click(screen.getByText('Texas'));
    fillAttraction();
    fireEvent.click(screen.getByText('Add Attraction', { selector: 'button' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ region: 'texas' }));
  });

  it('puts the Spanish of each text beside it once the region chosen has Spanish pages, and saves what is written there', async () => {
    serveRegions(NEW_YORK, FLORIDA);
    const { requests } = renderDialog();
    fireEvent.mouseDown(await screen.findByText('New York'));
    expect(screen.queryByLabelText('Title in Spanish')).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Florida'));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Title in Spanish'), { target: { value: 'El Carruaje de la Perdición' } });
    fireEvent.change(within(dialog).getByLabelText('Sensory note in Spanish'), { target: { value: 'Muy ruidoso.' } });
    fireEvent.change(within(dialog).getByLabelText(/^Title \*/), { target: { value: 'The Hayride of Doom' } });
    fireEvent.change(within(dialog).getByLabelText(/^Description \*/), { target: { value: 'Twenty minutes through the dark woods.' } });
    fireEvent.change(within(dialog).getByPlaceholderText('https://… or /uploads/…'), { target: { value: '/uploads/hayride.webp' } });
    fireEvent.click(screen.getByText('Add Attraction', { selector: 'button' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        region: 'florida',
        title: 'The Hayride of Doom',
        translations: { es: { title: 'El Carruaje de la Perdición', sensoryNote: 'Muy ruidoso.' } },
      }),
    );
  });

  it('does not count the first region it starts in as a change to discard', async () => {
    serveRegions(FLORIDA, NEW_YORK);
    const { onClose } = renderDialog();
    expect(await screen.findByText('Florida')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
