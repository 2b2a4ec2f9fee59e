import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminProfileDto, SetupChecklistDto } from '../../../api/staff-api';
import { TOKEN_KEY } from '../../../api/token-storage';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { AdminLayout } from './admin-layout';

const EDITOR: AdminProfileDto = {
  id: 2,
  username: 'marta',
  role: 'editor',
  totpEnabled: false,
  twoFactorSetupRequired: false,
  permissions: ['session', 'two-factor.setup', 'account', 'stories', 'media', 'video-backgrounds', 'attractions', 'testimonials'],
};

const OWNER: AdminProfileDto = {
  id: 1,
  username: 'warden',
  role: 'owner',
  totpEnabled: false,
  twoFactorSetupRequired: false,
  permissions: ['session', 'account', 'settings', 'regions', 'attractions'],
};

const step = (key: 'contact-details' | 'region-copy' | 'attractions', label: string, adminPath: string, done: boolean) => ({
  key,
  label,
  detail: `${label}, explained.`,
  adminPath,
  done,
});

const BOX_OFFICE: AdminProfileDto = {
  id: 3,
  username: 'bo',
  role: 'box-office',
  totpEnabled: false,
  twoFactorSetupRequired: false,
  permissions: [
    'session',
    'two-factor.setup',
    'account',
    'contact',
    'group-bookings',
    'subscribers',
    'discounts',
    'calendar.read',
    'calendar.status',
    'tickets',
  ],
};

function renderLayoutAt(path: string, user: AdminProfileDto, parkName = 'Haunted Park') {
  localStorage.setItem(TOKEN_KEY, 'good-token');
  server.use(
    http.get('/api/admin/verify', () => HttpResponse.json({ valid: true, user })),
    http.get('/api/settings', () => HttpResponse.json({ parkName })),
  );
  return renderAdmin(<AdminLayout />, { route: path, path: '/admin', children: [{ path: '*', element: <p>The screen itself</p> }] });
}

describe('the admin layout for a member', () => {
  beforeEach(() => localStorage.clear());

  it('lists only the sections the role allows, and counts nothing the role cannot read', async () => {
    const requests = recordRequests();
    renderLayoutAt('/admin/blog', EDITOR);
    const sidebar = (await screen.findAllByRole('navigation', { name: 'Admin' }))[0];
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Overview', 'Blog', 'Media', 'Video Backgrounds', 'Attractions', 'Testimonials', 'My Account']);
    expect(await screen.findByText('The screen itself')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain('/api/contact-submissions');
    expect(requests.map((request) => request.path)).not.toContain('/api/employment-applications');
  });

  it('shows "You don\'t have access to this" on a screen outside the role, not the screen', async () => {
    renderLayoutAt('/admin/settings', EDITOR);
    expect(await screen.findByRole('heading', { name: "You don't have access to this" })).toBeInTheDocument();
    expect(screen.queryByText('The screen itself')).not.toBeInTheDocument();
  });

  it('lets the box office reach the ticket types, which its role includes', async () => {
    server.use(http.get('/api/contact-submissions', () => HttpResponse.json({ items: [], total: 0, limit: 1, offset: 0 })));
    renderLayoutAt('/admin/tickets', BOX_OFFICE);
    expect(await screen.findByText('The screen itself')).toBeInTheDocument();
    const sidebar = screen.getAllByRole('navigation', { name: 'Admin' })[0];
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Calendar', 'Tickets', 'Contact Inbox', 'Group Bookings', 'Mailing List', 'Discount Codes', 'My Account']);
  });

  it('shows only the two-factor set-up while the owner requires it and the member has none', async () => {
    renderLayoutAt('/admin/blog', { ...EDITOR, twoFactorSetupRequired: true, permissions: ['session', 'two-factor.setup'] });
    expect(await screen.findByRole('heading', { name: 'SET UP TWO-FACTOR' })).toBeInTheDocument();
    expect(screen.queryByText('The screen itself')).not.toBeInTheDocument();
    const sidebar = screen.getAllByRole('navigation', { name: 'Admin' })[0];
    expect(within(sidebar).queryAllByRole('link')).toEqual([]);
  });

  it("names the park from its settings in the sidebar and the tab's title", async () => {
    renderLayoutAt('/admin/blog', EDITOR, 'Hollow Oak Scream Park');
    const home = (await screen.findAllByRole('link', { name: 'Hollow Oak Scream Park home' }))[0];
    expect(home).toHaveTextContent('Hollow Oak Scream Park');
    expect(document.title).toBe('Blog · Admin · Hollow Oak Scream Park');
  });

  describe("while the season's set-up is unfinished", () => {
    const checklist: SetupChecklistDto = {
      items: [
        step('contact-details', 'Contact details', '/admin/settings', false),
        step('region-copy', 'Region copy', '/admin/regions', true),
        step('attractions', 'Attractions', '/admin/attractions', false),
      ],
      complete: false,
    };

    it("links every other screen to the next step left to do, passing over the screen's own", async () => {
      server.use(http.get('/api/setup/checklist', () => HttpResponse.json(checklist)));
      renderLayoutAt('/admin/settings', OWNER);
      expect(await screen.findByRole('link', { name: 'Next: Attractions' })).toHaveAttribute('href', '/admin/attractions');
      expect(screen.getByText('The screen itself')).toBeInTheDocument();
    });

    /** Answers the checklist with each of `answers` in turn, each once the test releases it. */
    function answerWhenReleased(...answers: SetupChecklistDto[]) {
      const releases: (() => void)[] = [];
      const released = answers.map((_, turn) => new Promise<void>((resolve) => (releases[turn] = resolve)));
      let asked = 0;
      server.use(
        http.get('/api/setup/checklist', async () => {
          const turn = Math.min(asked++, answers.length - 1);
          await released[turn];
          return HttpResponse.json(answers[turn]);
        }),
      );
      return (turn: number) => releases[turn]();
    }

    const screenItself = () => screen.getByText('The screen itself').parentElement!;

    it('shows the first screen of a visit with its banner, not before it: nothing moves under a pointer', async () => {
      const release = answerWhenReleased(checklist);
      renderLayoutAt('/admin/settings', OWNER);
      expect(await screen.findByText('The screen itself')).toBeInTheDocument();
      expect(screenItself()).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText('Setting up your season')).not.toBeInTheDocument();

      release(0);
      expect(await screen.findByRole('link', { name: 'Next: Attractions' })).toBeInTheDocument();
      expect(screenItself()).not.toHaveAttribute('aria-busy');
    });

    it("shows the banner on the next screen at once, from the last answer, and its link follows the screen's own answer", async () => {
      const contactDone = { ...checklist, items: checklist.items.map((item) => ({ ...item, done: item.key !== 'attractions' })) };
      const release = answerWhenReleased(checklist, contactDone);
      const user = userEvent.setup();
      renderLayoutAt('/admin/settings', OWNER);
      release(0);
      await user.click(await screen.findByRole('link', { name: 'Next: Attractions' }));

      expect(await screen.findByRole('link', { name: 'Next: Contact details' })).toHaveAttribute('href', '/admin/settings');
      expect(screenItself()).not.toHaveAttribute('aria-busy');
      release(1);
      expect(await screen.findByText('Setting up your season: the step left is on this screen.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Next:/ })).not.toBeInTheDocument();
    });

    it('shows no banner once every step is done', async () => {
      server.use(http.get('/api/setup/checklist', () => HttpResponse.json({ ...checklist, complete: true })));
      renderLayoutAt('/admin/settings', OWNER);
      await waitFor(() => expect(screenItself()).not.toHaveAttribute('aria-busy'));
      expect(screen.queryByText(/Setting up your season|Your season is set up/)).not.toBeInTheDocument();
    });

    it('leaves the dashboard to its checklist, and members who cannot read it out', async () => {
      const requests = recordRequests();
      renderLayoutAt('/admin', OWNER);
      expect((await screen.findAllByRole('link', { name: 'Overview' }))[0]).toHaveAttribute('aria-current', 'page');
      renderLayoutAt('/admin/blog', EDITOR);
      expect(await screen.findByText('The screen itself')).toBeInTheDocument();
      expect(requests.map((request) => request.path)).not.toContain('/api/setup/checklist');
      expect(screen.queryByRole('link', { name: /^Next:/ })).not.toBeInTheDocument();
    });
  });
});
