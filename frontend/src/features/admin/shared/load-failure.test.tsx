import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAttractionsListQuery } from '../../../api/generated-public';
import { useContactListQuery } from '../../../api/staff-api';
import { inTurn, recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { LoadFailure } from './load-failure';

const FIRST_PAGE = { limit: 20, offset: 0 };
const failing = () => HttpResponse.json({ statusCode: 503, message: 'The crypt is flooded' }, { status: 503 });

function AttractionsScreen() {
  const query = useAttractionsListQuery(FIRST_PAGE);
  return (
    <>
      <LoadFailure query={query} />
      {query.data && <p>{query.data.total} attractions</p>}
    </>
  );
}

function MessagesScreen() {
  return <LoadFailure query={useContactListQuery(FIRST_PAGE)} />;
}

describe('LoadFailure', () => {
  it('says in an error alert what the screen could not load, and reads it again on Try again', async () => {
    server.use(
      http.get(
        '/api/attractions',
        inTurn(failing, () => HttpResponse.json(page([], 6))),
      ),
    );
    const requests = recordRequests();
    renderAdmin(<AttractionsScreen />);

    const sentence = await screen.findByText('The attractions could not be loaded.');
    expect(sentence.closest('[role="alert"]')).toHaveClass('MuiAlert-colorError');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('6 attractions')).toBeInTheDocument();
    expect(screen.queryByText('The attractions could not be loaded.')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/attractions')).toHaveLength(2);
  });

  it("words each screen's read as its failure toast names it", async () => {
    server.use(http.get('/api/contact-submissions', failing));
    renderAdmin(<MessagesScreen />);
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the messages')).toBeInTheDocument();
  });

  it('shows nothing while the read loads or once it has loaded', async () => {
    server.use(http.get('/api/attractions', () => HttpResponse.json(page([], 6))));
    renderAdmin(<AttractionsScreen />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(await screen.findByText('6 attractions')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
