import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsiveTable, type Column } from './responsive-table';

interface Ghost {
  id: number;
  name: string;
  haunt: string;
  sightings: number;
}

const ghosts: Ghost[] = [
  { id: 1, name: 'The Hollow Bride', haunt: 'The old mill', sightings: 12 },
  { id: 2, name: 'The Lantern Man', haunt: 'Ransom Creek', sightings: 0 },
];
const columns: Column<Ghost>[] = [
  { header: 'Name', cell: (ghost) => ghost.name },
  { header: 'Haunt', cell: (ghost) => ghost.haunt },
  { header: 'Sightings', align: 'right', cell: (ghost) => ghost.sightings },
];

/** jsdom has no matchMedia (so MUI sees a wide screen); a phone answers every max-width query. */
function onScreen(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

function renderGhosts(onBanish = jest.fn(), rows: Ghost[] | undefined = ghosts, loading = false) {
  render(
    <ResponsiveTable
      label="Ghosts"
      columns={columns}
      rows={rows}
      rowKey={(ghost) => ghost.id}
      loading={loading}
      skeletonTestId="ghost-skeleton"
      actions={{
        header: 'Actions',
        render: (ghost) =>
          ghost.sightings > 0 && (
            <Button aria-label={`Banish ${ghost.name}`} onClick={() => onBanish(ghost)}>
              Banish
            </Button>
          ),
      }}
    />,
  );
  return onBanish;
}

describe('ResponsiveTable', () => {
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('is a table with a heading per column and the actions last on a wide screen', () => {
    onScreen(1280);
    renderGhosts();
    const table = screen.getByRole('table', { name: 'Ghosts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Haunt', 'Sightings', 'Actions']);
    const [, bride] = within(table).getAllByRole('row');
    expect(
      within(bride)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['The Hollow Bride', 'The old mill', '12', 'Banish']);
  });

  it('is a list of cards on a phone: the first column as the title, every other one labelled, the actions at hand', async () => {
    onScreen(390);
    const onBanish = renderGhosts();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Ghosts' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/^The Hollow Bride/);
    const terms = within(cards[0])
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(cards[0])
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Haunt', 'Sightings']);
    expect(values).toEqual(['The old mill', '12']);
    await userEvent.setup().click(within(cards[0]).getByRole('button', { name: 'Banish The Hollow Bride' }));
    expect(onBanish).toHaveBeenCalledWith(ghosts[0]);
    // A row with nothing to do shows no empty action bar.
    expect(within(cards[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([390, 1280])('shows five placeholders while loading at %i px', (width) => {
    onScreen(width);
    renderGhosts(jest.fn(), undefined, true);
    expect(screen.getAllByTestId('ghost-skeleton')).toHaveLength(5);
  });
});
