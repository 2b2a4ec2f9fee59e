import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { inTurn, recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import type { MediaItemResponseDto as MediaItem } from '../../../api/staff-api';
import { formatDuration } from './media-details-panel';
import { MediaLibrary } from './media-library';

const image: MediaItem = {
  id: 7,
  filename: 'abc.png',
  originalName: 'bride.png',
  type: 'image',
  mimeType: 'image/png',
  url: '/uploads/abc.png',
  thumbnailUrl: '/uploads/abc-thumb.webp',
  webUrl: '/uploads/abc-web.webp',
  size: 1536,
  metadata: { width: 1200, height: 800 },
  altText: null,
  createdAt: '2026-10-01T18:30:00.000Z',
};
const video: MediaItem = {
  ...image,
  id: 8,
  filename: 'fog.mp4',
  originalName: 'fog.mp4',
  type: 'video',
  mimeType: 'video/mp4',
  url: '/uploads/fog.mp4',
  thumbnailUrl: null,
  webUrl: null,
  size: 3 * 1024 * 1024,
  metadata: { duration: 75 },
};
const IN_USE = 'This file is used by the story "The Mirror" and cannot be deleted. Replace it there first.';

function renderLibrary(...handlers: Parameters<typeof server.use>) {
  server.use(
    http.get('/api/media', () => HttpResponse.json(page([image, video]))),
    http.get('/api/media/stats', () => HttpResponse.json({ totalFiles: 2, images: 1, videos: 1, totalSize: image.size + video.size })),
    ...handlers,
  );
  const requests = recordRequests();
  renderAdmin(<MediaLibrary onUpload={jest.fn()} />, { route: '/admin/media' });
  return requests;
}

const panel = () => screen.findByRole('dialog', { name: 'bride.png' });

describe('media details panel', () => {
  it('opens from a tile (a button named after the file) with the preview, dimensions, size, date and the URL', async () => {
    renderLibrary();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Details of bride.png, 1.5 KB' }));
    const details = await panel();
    expect(details.querySelector('img')).toHaveAttribute('src', '/uploads/abc-web.webp');
    expect(within(details).getByText('1200 × 800 px')).toBeInTheDocument();
    expect(within(details).getByText('1.5 KB')).toBeInTheDocument();
    // On the park's clock (New York), to the minute; the year only outside the current one.
    expect(within(details).getByText(/^Thu, Oct 1(, 2026)?, 2:30 PM$/)).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: 'URL' })).toHaveValue(`${window.location.origin}/uploads/abc.png`);
  });

  it('opens with the keyboard, shows a video’s duration and no alt text field', async () => {
    renderLibrary();
    const user = userEvent.setup();
    const tile = await screen.findByRole('button', { name: 'Details of fog.mp4, 3 MB, video' });
    act(() => tile.focus());
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: 'fog.mp4' });
    expect(within(details).getByText('1:15')).toBeInTheDocument();
    expect(within(details).queryByRole('textbox', { name: 'Alt text' })).toBeNull();
  });

  it('copies the absolute URL with the Copied toast', async () => {
    renderLibrary();
    const user = userEvent.setup(); // puts a clipboard of its own on navigator
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: /^Details of bride\.png/ }));
    await user.click(within(await panel()).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/uploads/abc.png`);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('saves the alt text (trimmed) and shows the server’s field message on a 400', async () => {
    const requests = renderLibrary(
      http.patch(
        '/api/media/7',
        inTurn(
          () => HttpResponse.json({ ...image, altText: 'A pale bride' }),
          () => HttpResponse.json({ statusCode: 400, message: 'Invalid', errors: { altText: ['Alt text must be text'] } }, { status: 400 }),
        ),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Details of bride\.png/ }));
    const details = await panel();
    const field = within(details).getByRole('textbox', { name: 'Alt text' });
    await user.type(field, '  A pale bride ');
    await user.click(within(details).getByRole('button', { name: 'Save alt text' }));
    expect(await screen.findByText('Alt text saved')).toBeInTheDocument();
    await waitFor(() => expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ altText: 'A pale bride' }));
    expect(field).toHaveValue('A pale bride');

    await user.type(field, '!');
    await user.click(within(details).getByRole('button', { name: 'Save alt text' }));
    expect(await within(details).findByText('Alt text must be text')).toBeInTheDocument();
  });

  it('refuses an alt text over 250 characters before sending it', async () => {
    const requests = renderLibrary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Details of bride\.png/ }));
    const details = await panel();
    await user.click(within(details).getByRole('textbox', { name: 'Alt text' }));
    await user.paste('x'.repeat(251));
    await user.click(within(details).getByRole('button', { name: 'Save alt text' }));
    expect(await within(details).findByText('Alt text must be at most 250 characters')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('deletes after confirmation; a file in use stays, with the server’s message', async () => {
    renderLibrary(
      http.delete(
        '/api/media/7',
        inTurn(
          () => HttpResponse.json({ statusCode: 409, message: IN_USE, error: 'Conflict' }, { status: 409 }),
          () => new HttpResponse(null, { status: 204 }),
        ),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Details of bride\.png/ }));
    await user.click(within(await panel()).getByRole('button', { name: 'Delete file' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    expect(await panel()).toBeInTheDocument();

    await user.click(within(await panel()).getByRole('button', { name: 'Delete file' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'bride.png' })).toBeNull());
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9.6, '0:10'],
    [75, '1:15'],
    [3725.5, '1:02:06'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
