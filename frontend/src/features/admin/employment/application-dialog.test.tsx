import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { ApplicationDialog } from './application-dialog';
import type { StaffEmploymentApplicationResponseDto as EmploymentApplication } from '../../../api/staff-api';

const application: EmploymentApplication = {
  id: 3,
  firstName: 'Morticia',
  lastName: 'Graves',
  email: 'morticia@example.com',
  phone: '716-555-0199',
  address: '1 Crypt Lane',
  city: 'Clarence',
  state: 'NY',
  zipCode: '14031',
  region: 'new-york',
  jobPostingId: 12,
  jobTitle: 'Fire Act',
  positionType: 'entertainment',
  specificPositions: ['Fire Breather', 'Magician'],
  availability: 'weekends',
  availableNights: [],
  startDate: '2025-09-15',
  previousExperience: 'Ten seasons of haunted houses',
  specialSkills: 'Fire, knives',
  performanceLinks: 'https://video.example.com/reel portfolio',
  over18: true,
  canLiftWeight: false,
  comfortableInDark: true,
  status: 'reviewing',
  season: 2025,
  language: 'en',
  relatedApplications: [],
  headshotUrl: null,
  resumeUrl: null,
  createdAt: '2025-08-01T18:30:00.000Z',
  updatedAt: '2025-08-02T09:00:00.000Z',
};

function renderDialog(overrides: Partial<EmploymentApplication> = {}) {
  const onClose = jest.fn();
  renderAdmin(<ApplicationDialog application={{ ...application, ...overrides }} onClose={onClose} />, { route: '/admin/employment' });
  return { onClose };
}

describe('ApplicationDialog', () => {
  it('shows everything the spec lists', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Application Details' })).toBeInTheDocument();
    for (const section of ['Personal Information', 'Position Information', 'Experience & Skills', 'Performance Links', 'Requirements']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Morticia Graves', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 Crypt Lane, Clarence, NY 14031')).toBeInTheDocument();
    expect(screen.getByText('Fire Act')).toBeInTheDocument();
    expect(screen.getByText('Entertainment Acts')).toBeInTheDocument();
    expect(screen.getByText('Fire Breather')).toBeInTheDocument();
    expect(screen.getByText('Weekends only')).toBeInTheDocument();
    expect(screen.getByText('Ten seasons of haunted houses')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://video.example.com/reel' })).toHaveAttribute('href', 'https://video.example.com/reel');
    // The form asks entertainment acts neither the lifting nor the dark-spaces question: only what it asked is shown.
    expect(screen.getByText('Over 18')).toBeInTheDocument();
    expect(screen.queryByText('Can lift 50 pounds')).not.toBeInTheDocument();
    expect(screen.queryByText('Comfortable in dark spaces')).not.toBeInTheDocument();
    expect(screen.getByText(/^Applied on /)).toBeInTheDocument();
  });

  it('disables the button of the current status, offers the other two and never pending', () => {
    renderDialog({ status: 'reviewing' });
    expect(screen.getByRole('button', { name: 'Mark as Reviewing' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /pending/i })).not.toBeInTheDocument();
  });

  it('lets a pending application move to any of the three', () => {
    renderDialog({ status: 'pending' });
    for (const name of ['Mark as Reviewing', 'Accept', 'Reject']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('sends the new status, then closes (the list refreshes through the cache)', async () => {
    server.use(http.patch('/api/employment-applications/3/status', () => HttpResponse.json({ ...application, status: 'accepted' })));
    const requests = recordRequests(['GET /api/settings', 'GET /api/regions']);
    const { onClose } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(requests).toEqual([
      expect.objectContaining({ method: 'PATCH', path: '/api/employment-applications/3/status', body: { status: 'accepted' } }),
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows a destructive toast with the server's message when the change fails, and stays open", async () => {
    server.use(
      http.patch('/api/employment-applications/3/status', () =>
        HttpResponse.json({ statusCode: 404, message: 'Application 3 not found' }, { status: 404 }),
      ),
    );
    const { onClose } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Status not changed')).toBeInTheDocument();
    expect(screen.getByText('Application 3 not found')).toBeInTheDocument();
    expect(screen.getByText('Status not changed').closest('[role="alert"]')).toHaveClass('MuiAlert-colorError');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});
