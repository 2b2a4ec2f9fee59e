/** @jest-environment ./src/features/admin/test/fetch-environment.mjs */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderAdmin, stubFetch, type StubResponse } from '../test/render';
import type { BlogPost } from './blog-api';
import { BlogForm, CLOSE_AFTER_SAVE_MS } from './blog-form';

const story: BlogPost = {
  id: 7,
  title: 'The Hollow Bride',
  slug: 'the-hollow-bride',
  excerpt: 'A bride who never left the old mill.',
  content: 'Every October the mill lights up at midnight.',
  region: 'new-york',
  category: 'legend',
  image: '/uploads/bride.webp',
  imageAlt: null,
  distance: '2.5 miles away',
  readTime: '6 min read',
  views: 42,
  published: true,
  featured: false,
  createdAt: '2025-09-01T10:00:00.000Z',
  updatedAt: '2025-09-02T10:00:00.000Z',
};

function renderForm(post?: BlogPost) {
  const onClose = jest.fn();
  const view = renderAdmin(<BlogForm post={post} onClose={onClose} />, { route: '/admin/blog' });
  return { ...view, onClose };
}

// The form is large: typing long texts key by key is slow in jsdom, so they are pasted (one input event).
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp | string, text: string) {
  const field = screen.getByLabelText(label);
  await user.click(field);
  await user.paste(text);
}

async function fillNewStory(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /^Title/, 'The Lantern Man');
  await enter(user, /^Excerpt/, 'A light in the corn.');
  await enter(user, /^Content/, 'Follow it and you never come back.');
}

jest.setTimeout(20_000);

describe('BlogForm', () => {
  afterEach(() => jest.useRealTimers());

  describe('slug', () => {
    it('is generated from the title of a new story: lowercase, one hyphen per run, no hyphen at the ends', async () => {
      stubFetch({});
      renderForm();
      const user = userEvent.setup();
      await enter(user, /^Title/, '  The Witch of  Clarence, NY!! (1890) ');
      expect(screen.getByLabelText(/^Slug/)).toHaveValue('the-witch-of-clarence-ny-1890');
      await user.type(screen.getByLabelText(/^Title/), ' II');
      expect(screen.getByLabelText(/^Slug/)).toHaveValue('the-witch-of-clarence-ny-1890-ii');
    });

    it('is not regenerated when an existing story is edited', async () => {
      stubFetch({});
      renderForm(story);
      const user = userEvent.setup();
      const title = screen.getByLabelText(/^Title/);
      await user.clear(title);
      await enter(user, /^Title/, 'A Completely New Title');
      expect(screen.getByLabelText(/^Slug/)).toHaveValue('the-hollow-bride');
    });
  });

  it('shows the heading and the Spanish submit button for each mode', () => {
    stubFetch({});
    const { unmount } = renderForm();
    expect(screen.getByRole('heading', { name: 'CREATE NEW STORY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Historia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Blog/ })).toBeInTheDocument();
    unmount();
    renderForm(story);
    expect(screen.getByRole('heading', { name: 'EDIT STORY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar Historia' })).toBeInTheDocument();
  });

  it('requires title, slug, excerpt and content and sends nothing without them', async () => {
    const { calls } = stubFetch({});
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear Historia' }));
    for (const message of ['Title is required', 'Slug is required', 'Excerpt is required', 'Content is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it('treats whitespace-only text as missing', async () => {
    const { calls } = stubFetch({});
    renderForm(story);
    const user = userEvent.setup();
    const excerpt = screen.getByLabelText(/^Excerpt/);
    await user.clear(excerpt);
    await user.type(excerpt, '   ');
    await user.click(screen.getByRole('button', { name: 'Actualizar Historia' }));
    expect(await screen.findByText('Excerpt is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates a story, says so in Spanish, locks the form and closes 1.5 s later', async () => {
    jest.useFakeTimers();
    const { calls } = stubFetch({ 'POST /api/blog-posts': { status: 201, body: { ...story, id: 8 } } });
    const { onClose } = renderForm();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillNewStory(user);
    await user.click(screen.getByRole('button', { name: 'Crear Historia' }));

    expect(await screen.findByText('✓ Blog creado exitosamente')).toBeInTheDocument();
    expect(screen.getByText('Tu historia oscura ha sido creada correctamente.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/blog-posts',
      body: {
        title: 'The Lantern Man',
        slug: 'the-lantern-man',
        excerpt: 'A light in the corn.',
        content: 'Follow it and you never come back.',
        region: 'new-york',
        category: 'ghost-story',
        image: null,
        distance: null,
        readTime: '5 min read',
        published: false,
        featured: false,
      },
    });
    expect(screen.getByRole('button', { name: 'Crear Historia' })).toBeDisabled();
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();

    act(() => jest.advanceTimersByTime(CLOSE_AFTER_SAVE_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(CLOSE_AFTER_SAVE_MS).toBe(1500);
  });

  it('keeps the submit button disabled while the save runs', async () => {
    const pending = deferred<StubResponse>();
    stubFetch({ 'POST /api/blog-posts': () => pending.promise });
    renderForm();
    const user = userEvent.setup();
    await fillNewStory(user);
    await user.click(screen.getByRole('button', { name: 'Crear Historia' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear Historia' })).toBeDisabled());
    pending.resolve({ status: 400, body: { statusCode: 400, message: ['Title is required'] } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear Historia' })).toBeEnabled());
  });

  it("shows 'Error al crear' with the server's message and the field error next to the field", async () => {
    stubFetch({
      'POST /api/blog-posts': {
        status: 409,
        body: { statusCode: 409, message: 'A story with the slug "the-lantern-man" already exists', error: 'Conflict' },
      },
    });
    const { onClose } = renderForm();
    const user = userEvent.setup();
    await fillNewStory(user);
    await user.click(screen.getByRole('button', { name: 'Crear Historia' }));
    expect(await screen.findByText('Error al crear')).toBeInTheDocument();
    expect(screen.getAllByText('A story with the slug "the-lantern-man" already exists')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Crear Historia' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the Spanish create message when the server sends none', async () => {
    stubFetch({ 'POST /api/blog-posts': { status: 500 } });
    renderForm();
    const user = userEvent.setup();
    await fillNewStory(user);
    await user.click(screen.getByRole('button', { name: 'Crear Historia' }));
    expect(await screen.findByText('Error al crear')).toBeInTheDocument();
    expect(screen.getByText('No se pudo crear el blog. Por favor intenta de nuevo.')).toBeInTheDocument();
  });

  it('shows per-field messages of a 400 next to their fields', async () => {
    stubFetch({
      'POST /api/blog-posts': {
        status: 400,
        body: {
          statusCode: 400,
          message: ['Slug must be unique-ish'],
          error: 'Bad Request',
          errors: { slug: ['Slug must be unique-ish'] },
        },
      },
    });
    renderForm();
    const user = userEvent.setup();
    await fillNewStory(user);
    await user.click(screen.getByRole('button', { name: 'Crear Historia' }));
    await screen.findByText('Error al crear');
    const slugHelp = document.getElementById('field-slug-helper-text');
    expect(slugHelp).toHaveTextContent('Slug must be unique-ish');
  });

  it('updates an existing story with PUT and says so in Spanish', async () => {
    const { calls } = stubFetch({ 'PUT /api/blog-posts/7': { body: { ...story, title: 'The Hollow Bride Returns' } } });
    renderForm(story);
    const user = userEvent.setup();
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await enter(user, /^Title/, 'The Hollow Bride Returns');
    await user.click(screen.getByRole('button', { name: 'Actualizar Historia' }));
    expect(await screen.findByText('✓ Blog actualizado exitosamente')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/blog-posts/7',
      body: {
        title: 'The Hollow Bride Returns',
        slug: 'the-hollow-bride',
        image: '/uploads/bride.webp',
        distance: '2.5 miles away',
        readTime: '6 min read',
        published: true,
      },
    });
  });

  it("shows 'Error al actualizar' with the server's message or the Spanish fallback", async () => {
    let attempt = 0;
    stubFetch({
      'PUT /api/blog-posts/7': () =>
        ++attempt === 1 ? { status: 404, body: { statusCode: 404, message: 'Blog post 7 not found' } } : { status: 502 },
    });
    renderForm(story);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actualizar Historia' }));
    expect(await screen.findByText('Error al actualizar')).toBeInTheDocument();
    expect(screen.getByText('Blog post 7 not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar Historia' }));
    expect(await screen.findByText('No se pudo actualizar el blog. Por favor intenta de nuevo.')).toBeInTheDocument();
  });

  describe('image upload', () => {
    function chooseFile(file: File) {
      fireEvent.change(screen.getByTestId('image-file'), { target: { files: [file] } });
    }

    it('refuses a file that is not JPG, PNG, GIF or WebP without uploading it', async () => {
      const { calls } = stubFetch({});
      renderForm();
      chooseFile(new File(['<svg/>'], 'evil.svg', { type: 'image/svg+xml' }));
      expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
      expect(screen.getByText('Please upload a valid image file (JPG, PNG, GIF, or WebP).')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('refuses an image over 5MB without uploading it', async () => {
      const { calls } = stubFetch({});
      renderForm();
      const big = new File(['x'], 'huge.png', { type: 'image/png' });
      Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
      chooseFile(big);
      expect(await screen.findByText('File too large')).toBeInTheDocument();
      expect(screen.getByText('Please upload an image smaller than 5MB.')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('uploads through POST /api/media, fills the URL and shows the preview', async () => {
      const { calls } = stubFetch({
        'POST /api/media': {
          status: 201,
          body: { id: 3, url: '/uploads/abc.png', webUrl: '/uploads/abc-web.webp', originalName: 'moon.png', type: 'image', size: 10 },
        },
      });
      renderForm();
      chooseFile(new File(['png'], 'moon.png', { type: 'image/png' }));
      expect(await screen.findByText('✓ Imagen subida')).toBeInTheDocument();
      expect(screen.getByLabelText('Featured Image URL')).toHaveValue('/uploads/abc-web.webp');
      expect(screen.getByAltText('Featured Image URL preview')).toHaveAttribute('src', '/uploads/abc-web.webp');
      expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/media' });
      expect(String(calls[0].body)).toContain('name="file"; filename="moon.png"');
    });

    it("shows 'Upload failed' with the server's text, or the fallback", async () => {
      let attempt = 0;
      stubFetch({
        'POST /api/media': () =>
          ++attempt === 1 ? { status: 415, body: { statusCode: 415, message: 'Unsupported file content' } } : { status: 500 },
      });
      renderForm();
      chooseFile(new File(['png'], 'moon.png', { type: 'image/png' }));
      expect(await screen.findByText('Unsupported file content')).toBeInTheDocument();
      expect(screen.getByText('Upload failed')).toBeInTheDocument();
      chooseFile(new File(['png'], 'moon.png', { type: 'image/png' }));
      expect(await screen.findByText('Failed to upload image. Please try again.')).toBeInTheDocument();
    });
  });
});
