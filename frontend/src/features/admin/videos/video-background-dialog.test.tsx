import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { VideoBackgroundDialog } from './video-background-dialog';
import type { VideoBackgroundResponseDto as VideoBackground } from '../../../api/generated-public';

const existing: VideoBackground = {
  id: 4,
  page: 'ny-home',
  videoUrl: 'https://vimeo.com/76979871',
  thumbnailUrl: null,
  title: 'Hayride at dusk',
  description: null,
  isActive: false,
  createdAt: '2025-09-01T00:00:00.000Z',
};

function renderDialog(video?: VideoBackground) {
  const onClose = jest.fn();
  renderAdmin(<VideoBackgroundDialog video={video} onClose={onClose} />, { route: '/admin/videos' });
  return { onClose, dialog: screen.getByRole('dialog') };
}

/** Sets a field with one change event: no typing or focus moves, which typing-agnostic fields do not need. */
function enter(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

async function pickPage(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Page/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('VideoBackgroundDialog', () => {
  it('requires page, title and video URL, and checks both URLs', async () => {
    const requests = recordRequests();
    const { dialog } = renderDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Add Video Background' }));
    expect(await within(dialog).findByText('Page is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Video URL is required')).toBeInTheDocument();

    enter(within(dialog).getByLabelText(/^Video URL/), 'javascript:alert(1)');
    enter(within(dialog).getByLabelText('Thumbnail URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Add Video Background' }));
    expect(await within(dialog).findAllByText('Please enter a valid URL')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('creates a video background and says so', async () => {
    server.use(http.post('/api/video-backgrounds', () => HttpResponse.json({ ...existing, id: 9, page: 'landing' }, { status: 201 })));
    const requests = recordRequests();
    const { dialog, onClose } = renderDialog();
    const user = userEvent.setup();
    await pickPage(user, 'Landing Page');
    enter(within(dialog).getByLabelText(/^Title/), 'Fog');
    enter(within(dialog).getByLabelText(/^Video URL/), '/uploads/fog.mp4');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Video Background' }));
    expect(await screen.findByText('Video background created successfully')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { page: 'landing', title: 'Fog', videoUrl: '/uploads/fog.mp4', thumbnailUrl: null, description: null, isActive: true },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("reports a refused update with the spec's title and the server's message next to the field", async () => {
    server.use(
      http.patch('/api/video-backgrounds/4', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: ['Video URL must be a valid URL'],
            error: 'Bad Request',
            errors: { videoUrl: ['Video URL must be a valid URL'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { dialog, onClose } = renderDialog(existing);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update video background')).toBeInTheDocument();
    expect(within(dialog).getByText('Video URL must be a valid URL')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
