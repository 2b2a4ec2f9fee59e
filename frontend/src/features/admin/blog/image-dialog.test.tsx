import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import type { MediaItemResponseDto as MediaItem } from '../../../api/staff-api';
import { ImageDialog, imageMarkdown } from './image-dialog';

const id = '0123456789abcdef0123456789abcdef';
const bride: MediaItem = {
  id: 4,
  createdAt: '2026-09-01T10:00:00.000Z',
  filename: `${id}.jpg`,
  originalName: 'bride.jpg',
  type: 'image',
  mimeType: 'image/jpeg',
  url: `/uploads/${id}.jpg`,
  thumbnailUrl: `/uploads/${id}-thumb.webp`,
  webUrl: `/uploads/${id}-web.webp`,
  size: 2048,
  metadata: { width: 1200, height: 800 },
  altText: null,
};

function renderDialog(initialFile?: File) {
  const onInsert = jest.fn();
  const onClose = jest.fn();
  renderAdmin(<ImageDialog initialFile={initialFile} onInsert={onInsert} onClose={onClose} />);
  return { onInsert, onClose };
}

async function pickBride(item: MediaItem = bride) {
  server.use(http.get('/api/media', () => HttpResponse.json(page([item]))));
  await userEvent.click(screen.getByRole('button', { name: 'Media Library' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Use bride.jpg' }));
  expect(await screen.findByAltText('Chosen picture: bride.jpg')).toHaveAttribute('src', item.thumbnailUrl);
  await waitFor(() => expect(screen.queryByText('Choose from the media library')).toBeNull());
}

describe('ImageDialog', () => {
  it('inserts a library picture with its alt text, as the WebP the library made', async () => {
    const { onInsert } = renderDialog();
    await pickBride();
    fireEvent.change(screen.getByLabelText(/^Alt text/), { target: { value: 'The bride at the mill window' } });
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).toHaveBeenCalledWith(`![The bride at the mill window](/uploads/${id}-web.webp)`);
  });

  it('requires a picture and alt text, unless the picture is decorative', async () => {
    const { onInsert } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByText('Choose a picture from the media library or upload one')).toBeInTheDocument();
    expect(screen.getByText('Describe the picture, or tick Decorative')).toBeInTheDocument();
    await pickBride();
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Decorative/ }));
    expect(screen.getByLabelText(/^Alt text/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).toHaveBeenCalledWith(`![](/uploads/${id}-web.webp)`);
  });

  it("offers the library's own alt text of the picture", async () => {
    renderDialog();
    await pickBride({ ...bride, altText: 'A veiled bride' });
    expect(screen.getByLabelText(/^Alt text/)).toHaveValue('A veiled bride');
  });

  it('uploads a chosen file through POST /api/media', async () => {
    server.use(http.post('/api/media', () => HttpResponse.json(bride, { status: 201 })));
    const requests = recordRequests();
    const { onInsert } = renderDialog();
    fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [new File(['jpg'], 'bride.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByAltText('Chosen picture: bride.jpg')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/media' });
    fireEvent.change(screen.getByLabelText(/^Alt text/), { target: { value: 'Bride' } });
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).toHaveBeenCalledWith(`![Bride](/uploads/${id}-web.webp)`);
  });

  it('uploads the file it opened with (dropped or pasted) once', async () => {
    server.use(http.post('/api/media', () => HttpResponse.json(bride, { status: 201 })));
    const requests = recordRequests();
    renderDialog(new File(['jpg'], 'bride.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByAltText('Chosen picture: bride.jpg')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
  });

  it('refuses a file that is not a picture before uploading', async () => {
    const requests = recordRequests();
    renderDialog(new File(['pdf'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('imageMarkdown', () => {
  it('keeps brackets and line breaks out of the alt text', () => {
    expect(imageMarkdown(' A [veiled]\nbride ', '/uploads/a b.webp')).toBe('![A  veiled  bride](/uploads/a%20b.webp)');
  });

  it('asks before Cancel drops typed alt text', async () => {
    const { onClose } = renderDialog();
    await pickBride();
    fireEvent.change(screen.getByLabelText(/^Alt text/), { target: { value: 'The bride at the mill window' } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
