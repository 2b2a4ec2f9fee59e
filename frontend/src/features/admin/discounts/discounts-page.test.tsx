import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { UnsavedChangesGuard } from '../shared/unsaved-changes';
import { DiscountsPage } from './discounts-page';

describe('the discount codes screen', () => {
  it('leaves at once after a code was looked up: a code typed to look up is no unsaved work', async () => {
    server.use(
      http.get('/api/discount/pool', () => new HttpResponse(null, { status: 404 })),
      http.get('/api/discount/coupons', () => HttpResponse.json(page([]))),
      http.get('/api/discount/coupons/:code', () => new HttpResponse(null, { status: 404 })),
    );
    const user = userEvent.setup();
    renderAdmin(
      <UnsavedChangesGuard>
        <Link to="/admin/contact">Contact Inbox</Link>
        <DiscountsPage />
      </UnsavedChangesGuard>,
      { route: '/admin/discounts', routes: [{ path: '/admin/contact', element: <p>The contact inbox</p> }] },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'HAUNT-NOPE');
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    await user.click(screen.getByRole('link', { name: 'Contact Inbox' }));
    expect(await screen.findByText('The contact inbox')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });
});
