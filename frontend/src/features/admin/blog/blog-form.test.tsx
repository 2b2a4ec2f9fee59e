import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { deferred, inTurn, recordRequests, server } from '../../../test/server';
import { REGION_CLOCKS, renderAdmin, serveRegions, STORY_EDITOR_READS, storyEditorReads, TEXAS } from '../test/render';
import type { BlogPostResponseDto as BlogPost } from '../../../api/generated-public';
import { BlogForm, CLOSE_AFTER_SAVE_MS } from './blog-form';
import { AUTOSAVE_MS } from './autosave';

const story: BlogPost = {
  id: 7,
  title: 'The Hollow Bride',
  slug: 'the-hollow-bride',
  excerpt: 'A bride who never left the old mill.',
  content: 'Every October the mill lights up at midnight.',
  region: 'new-york',
  language: 'en',
  category: 'legend',
  image: '/uploads/bride.webp',
  imageAlt: null,
  distance: '2.5 miles away',
  readTime: '6 min read',
  views: 42,
  published: true,
  featured: false,
  publishAt: null,
  unpublishAt: null,
  seoTitle: null,
  seoDescription: null,
  shareImage: null,
  attractionId: null,
  createdAt: '2025-09-01T10:00:00.000Z',
  updatedAt: '2025-09-02T10:00:00.000Z',
};

function renderForm(post?: BlogPost) {
  const onClose = jest.fn();
  const view = renderAdmin(<BlogForm post={post} onClose={onClose} />, { route: '/admin/blog' });
  return { ...view, onClose };
}

// The form is large: text is set with one change event per field, without typing or focus moves (each blur
// re-validates the whole form). Typing is tested where it matters: the slug follows the title as it is typed.
function enter(label: RegExp | string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

function fillNewStory() {
  enter(/^Title/, 'The Lantern Man');
  enter(/^Excerpt/, 'A light in the corn.');
  enter(/^Content/, 'Follow it and you never come back.');
}

/** A new story takes the first region, New York here, once the regions are in: a save before that lacks its region. */
const firstRegionSet = () => screen.findByText('New York');

const refusal = (status: number, body?: object) => () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }));

// Rules and messages of every field: blog-form-schema.test.ts.
describe('BlogForm', () => {
  beforeEach(() => server.use(...storyEditorReads));
  afterEach(() => jest.useRealTimers());

  it('shows the required messages on an empty submit and sends nothing', async () => {
    const requests = recordRequests(STORY_EDITOR_READS);
    renderForm();
    expect(screen.getByRole('heading', { name: 'CREATE NEW STORY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Blog/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear Historia' }));
    for (const message of ['Title is required', 'Slug is required', 'Excerpt is required', 'Content is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(requests).toHaveLength(0);
  });

  it('generates the slug of a new story from its title: lowercase, one hyphen per run, no hyphen at the ends', async () => {
    renderForm();
    const user = userEvent.setup();
    enter(/^Title/, '  The Witch of  Clarence, NY!! (1890) ');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('the-witch-of-clarence-ny-1890');
    await user.type(screen.getByLabelText(/^Title/), ' II');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('the-witch-of-clarence-ny-1890-ii');
  });

  it('creates a story with POST, is locked while saving, says so in Spanish and closes 1.5 s later', async () => {
    jest.useFakeTimers();
    const saved = deferred();
    server.use(
      http.post('/api/blog-posts', async () => {
        await saved.promise;
        return HttpResponse.json({ ...story, id: 8 }, { status: 201 });
      }),
    );
    const requests = recordRequests(STORY_EDITOR_READS);
    const { onClose } = renderForm();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await firstRegionSet();
    fillNewStory();
    await user.click(screen.getByRole('button', { name: 'Crear Historia' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear Historia' })).toBeDisabled());
    saved.resolve();

    expect(await screen.findByText('✓ Blog creado exitosamente')).toBeInTheDocument();
    expect(screen.getByText('Tu historia oscura ha sido creada correctamente.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
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
        readTime: '1 min read',
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

  it('starts a new story in the first region of the regions table and offers each region by name, one added since among them', async () => {
    const [NEW_YORK, FLORIDA] = REGION_CLOCKS.items;
    serveRegions(FLORIDA, NEW_YORK, TEXAS);
    server.use(http.post('/api/blog-posts', () => HttpResponse.json({ ...story, id: 8 }, { status: 201 })));
    const requests = recordRequests(STORY_EDITOR_READS);
    renderForm();
    fireEvent.mouseDown(await screen.findByText('Florida'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Florida', 'New York', 'Texas']);
    fireEvent.click(screen.getByText('Texas'));
    fillNewStory();
    fireEvent.click(screen.getByText('Crear Historia'));
    await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ region: 'texas' }));
  });

  it("asks a story's language while its region speaks more than English, and sends it", async () => {
    const [NEW_YORK, FLORIDA] = REGION_CLOCKS.items;
    serveRegions({ ...FLORIDA, languages: ['en', 'es'] }, NEW_YORK);
    server.use(http.post('/api/blog-posts', () => HttpResponse.json({ ...story, id: 8 }, { status: 201 })));
    const requests = recordRequests(STORY_EDITOR_READS);
    renderForm();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Language/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Spanish'));
    fillNewStory();
    fireEvent.click(screen.getByText('Crear Historia'));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ region: 'florida', language: 'es' }),
    );
  });

  it('asks no language in a region of English alone', async () => {
    const [NEW_YORK] = REGION_CLOCKS.items;
    serveRegions(NEW_YORK);
    renderForm();
    await firstRegionSet();
    expect(screen.queryByRole('combobox', { name: /^Language/ })).not.toBeInTheDocument();
  });

  // One refusal per test: three round trips through the whole form in one test took most of jest's five seconds.
  const refuseCreate = async (response: ReturnType<typeof refusal>) => {
    server.use(http.post('/api/blog-posts', response));
    const rendered = renderForm();
    await firstRegionSet();
    fillNewStory();
    return { ...rendered, user: userEvent.setup(), create: screen.getByRole('button', { name: 'Crear Historia' }) };
  };

  it("shows a refused create as 'Error al crear' with the server's message, also next to its field", async () => {
    const { user, create } = await refuseCreate(
      refusal(409, { statusCode: 409, message: 'A story with the slug "the-lantern-man" already exists', error: 'Conflict' }),
    );
    await user.click(create);
    expect(await screen.findByText('Error al crear')).toBeInTheDocument();
    // The taken slug is the toast's text and the slug's own message.
    expect(screen.getAllByText('A story with the slug "the-lantern-man" already exists')).toHaveLength(2);
    expect(document.getElementById('field-slug-helper-text')).toHaveTextContent('already exists');
    await waitFor(() => expect(create).toBeEnabled());
  });

  it('shows the field messages of a refused create next to their fields', async () => {
    const { user, create } = await refuseCreate(
      refusal(400, {
        statusCode: 400,
        message: ['Excerpt must be less spooky'],
        error: 'Bad Request',
        errors: { excerpt: ['Excerpt must be less spooky'] },
      }),
    );
    await user.click(create);
    await waitFor(() => expect(document.getElementById('field-excerpt-helper-text')).toHaveTextContent('Excerpt must be less spooky'));
  });

  it('shows the Spanish fallback when a create fails without a message, and stays open', async () => {
    const { user, create, onClose } = await refuseCreate(refusal(500));
    await user.click(create);
    expect(await screen.findByText('No se pudo crear el blog. Por favor intenta de nuevo.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('updates an existing story with PUT, keeps its slug and says so in Spanish', async () => {
    server.use(http.put('/api/blog-posts/7', () => HttpResponse.json({ ...story, title: 'The Hollow Bride Returns' })));
    const requests = recordRequests(STORY_EDITOR_READS);
    renderForm(story);
    expect(screen.getByRole('heading', { name: 'EDIT STORY' })).toBeInTheDocument();
    const user = userEvent.setup();
    enter(/^Title/, 'The Hollow Bride Returns');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('the-hollow-bride');
    await user.click(screen.getByRole('button', { name: 'Actualizar Historia' }));
    expect(await screen.findByText('✓ Blog actualizado exitosamente')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
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

  it('lists the revisions, shows what differs from the form and restores one into the form', async () => {
    const revision = {
      id: 3,
      createdAt: '2026-09-01T10:00:00.000Z',
      author: 'alice',
      title: 'The Hollow Bride',
      excerpt: story.excerpt,
      content: 'Every October the mill lights up at dusk.',
      slug: story.slug,
      region: story.region,
      category: story.category,
      image: story.image,
      distance: story.distance,
      readTime: story.readTime,
      featured: false,
      published: true,
      publishAt: null,
      unpublishAt: null,
    };
    server.use(
      http.get('/api/blog-posts/7/revisions', () => HttpResponse.json([revision])),
      http.post('/api/blog-posts/7/revisions/3/restore', () => HttpResponse.json({ ...story, content: revision.content })),
    );
    const requests = recordRequests(STORY_EDITOR_READS);
    renderForm(story);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revisions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisions' });
    expect(await within(dialog).findByText(/alice · The Hollow Bride/)).toBeInTheDocument();
    const changes = within(dialog).getByRole('region', { name: 'Changes since this revision' });
    expect(within(changes).getByText('Title (unchanged)')).toBeInTheDocument();
    expect(
      within(changes)
        .getByText(/Every October the mill lights up at dusk\./)
        .closest('[data-diff]'),
    ).toHaveAttribute('data-diff', 'removed');
    expect(
      within(changes)
        .getByText(/Every October the mill lights up at midnight\./)
        .closest('[data-diff]'),
    ).toHaveAttribute('data-diff', 'added');

    await user.click(within(dialog).getByRole('button', { name: 'Restore this revision' }));

    expect(await screen.findByText('Revision restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revisions' })).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Content/)).toHaveValue('Every October the mill lights up at dusk.');
    expect(requests.filter((request) => request.method !== 'GET').map((request) => request.path)).toEqual([
      '/api/blog-posts/7/revisions/3/restore',
    ]);
  });

  it('makes a preview link when the story has none, shows it with its expiry on the region clock, and revokes it', async () => {
    const link = {
      id: 4,
      createdAt: '2025-10-01T10:00:00.000Z',
      expiresAt: '2025-10-08T10:00:00.000Z',
      createdBy: 'admin',
      url: 'http://localhost/new-york/dark-legends/preview/abc',
    };
    let made = false;
    let revoked = false;
    server.use(
      http.post('/api/blog-posts/7/preview-links', () => {
        made = true;
        return HttpResponse.json(link, { status: 201 });
      }),
      http.get('/api/blog-posts/7/preview-links', () => HttpResponse.json(made && !revoked ? [link] : [])),
      http.delete('/api/blog-posts/7/preview-links/4', () => {
        revoked = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderForm(story);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Share preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share preview' });
    expect(await within(dialog).findByLabelText('Preview link')).toHaveValue(link.url);
    expect(within(dialog).getByText('Works until Wed, Oct 8, 2025, 6:00 AM')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Preview link revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByLabelText('Preview link')).not.toBeInTheDocument());
  });

  it("shows the story's link that still works again instead of making one; New link makes another", async () => {
    const kept = {
      id: 4,
      createdAt: '2025-10-01T10:00:00.000Z',
      expiresAt: '2025-10-08T10:00:00.000Z',
      createdBy: 'admin',
      url: 'http://localhost/new-york/dark-legends/preview/kept',
    };
    const fresh = { ...kept, id: 5, url: 'http://localhost/new-york/dark-legends/preview/fresh' };
    let made = false;
    server.use(
      http.post('/api/blog-posts/7/preview-links', () => {
        made = true;
        return HttpResponse.json(fresh, { status: 201 });
      }),
      http.get('/api/blog-posts/7/preview-links', () => HttpResponse.json(made ? [fresh, kept] : [kept])),
    );
    const requests = recordRequests(STORY_EDITOR_READS);
    renderForm(story);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Share preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share preview' });
    expect(await within(dialog).findByLabelText('Preview link')).toHaveValue(kept.url);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'New link' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Preview link')).toHaveValue(fresh.url));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/blog-posts/7/preview-links']);
  });

  it('counts the SEO fields and previews the search result and share card, with the title and excerpt by default', () => {
    renderForm(story);
    const search = screen.getByRole('figure', { name: 'Search result preview' });
    const card = screen.getByRole('figure', { name: 'Share card preview' });
    expect(search).toHaveTextContent('The Hollow Bride | Haunted Park');
    expect(search).toHaveTextContent('/new-york/dark-legends/the-hollow-bride');
    expect(card).toHaveTextContent(story.excerpt);
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/uploads/bride.webp');

    enter('SEO Headline', 'Bride of the Mill');
    enter('Meta Description', 'Who walks the mill at midnight?');
    enter('Share Image URL', '/uploads/share.webp');
    expect(screen.getByText('17/70 characters. Empty: the title')).toBeInTheDocument();
    expect(screen.getByText('31/160 characters. Empty: the excerpt')).toBeInTheDocument();
    expect(search).toHaveTextContent('Bride of the Mill | Haunted Park');
    expect(card).toHaveTextContent('Who walks the mill at midnight?');
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/uploads/share.webp');
  });

  describe('autosave', () => {
    it('saves the changed form as the working copy every few seconds and says when', async () => {
      jest.useFakeTimers();
      server.use(
        http.put('/api/blog-posts/7/working-copy', async ({ request }) =>
          HttpResponse.json({ ...((await request.json()) as object), savedAt: new Date().toISOString(), author: 'admin' }),
        ),
      );
      const requests = recordRequests(STORY_EDITOR_READS);
      renderForm(story);
      act(() => jest.advanceTimersByTime(AUTOSAVE_MS));
      expect(requests).toHaveLength(0);

      enter(/^Title/, 'The Hollow Bride, rewritten');
      act(() => jest.advanceTimersByTime(AUTOSAVE_MS));
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]).toMatchObject({
        method: 'PUT',
        path: '/api/blog-posts/7/working-copy',
        body: { fields: { title: 'The Hollow Bride, rewritten', slug: 'the-hollow-bride', published: true } },
      });
      expect(await screen.findByText(/^Saved \d+ s ago$/)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(AUTOSAVE_MS));
      expect(requests).toHaveLength(1);
    });

    it('offers the working copy left from an earlier visit and puts it into the form', async () => {
      server.use(
        http.get('/api/blog-posts/7/working-copy', () =>
          HttpResponse.json({
            fields: { title: 'Recovered title', content: 'Recovered words.' },
            savedAt: '2026-10-01T10:00:00.000Z',
            author: 'alice',
          }),
        ),
      );
      renderForm(story);
      expect(await screen.findByText(/were kept as a working copy/)).toHaveTextContent('by alice');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Restore' }));
      expect(screen.getByLabelText(/^Title/)).toHaveValue('Recovered title');
      expect(screen.getByLabelText(/^Content/)).toHaveValue('Recovered words.');
      expect(screen.getByLabelText(/^Excerpt/)).toHaveValue(story.excerpt);
    });

    it('asks before leaving with changes not saved to the story', async () => {
      server.use(
        http.put('/api/blog-posts/7/working-copy', () =>
          HttpResponse.json({ fields: {}, savedAt: new Date().toISOString(), author: null }),
        ),
      );
      const { onClose } = renderForm(story);
      const user = userEvent.setup();
      enter(/^Title/, 'Changed');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave the editor?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(onClose).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Back to Blog' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Leave the editor?' })).getByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    });
  });

  it("shows a refused update as 'Error al actualizar' with the server's message or the Spanish fallback", async () => {
    server.use(http.put('/api/blog-posts/7', inTurn(refusal(404, { statusCode: 404, message: 'Blog post 7 not found' }), refusal(502))));
    renderForm(story);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Actualizar Historia' });
    await user.click(save);
    expect(await screen.findByText('Error al actualizar')).toBeInTheDocument();
    expect(screen.getByText('Blog post 7 not found')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('No se pudo actualizar el blog. Por favor intenta de nuevo.')).toBeInTheDocument();
  });

  describe('content in Markdown', () => {
    it('previews the story as the public page renders it, HTML shown as text', async () => {
      renderForm();
      const preview = screen.getByRole('region', { name: 'Preview' });
      expect(within(preview).getByText('The story appears here as visitors will read it.')).toBeInTheDocument();
      enter(/^Content/, '## The Mill\n\nIt was **cold**.\n\n- a lantern\n- a rope\n\n> Leave him his sheaf.\n\n<script>alert(1)</script>');
      expect(await within(preview).findByRole('heading', { level: 2, name: 'The Mill' })).toBeInTheDocument();
      expect(within(preview).getByText('cold').tagName).toBe('STRONG');
      expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
      expect(preview.querySelector('blockquote')).toHaveTextContent('Leave him his sheaf.');
      expect(preview.querySelector('script')).toBeNull();
      expect(preview).toHaveTextContent('<script>alert(1)</script>');
    });

    // Clicked without focus moves, as text is entered: each blur re-validates the whole form.
    it('wraps the selection in bold and starts the line as a heading from the toolbar', () => {
      renderForm();
      const content = screen.getByLabelText(/^Content/) as HTMLTextAreaElement;
      enter(/^Content/, 'The mill at night');
      content.setSelectionRange(4, 8);
      fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
      expect(content).toHaveValue('The **mill** at night');
      content.setSelectionRange(0, 0);
      fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
      expect(content).toHaveValue('## The **mill** at night');
      content.setSelectionRange(9, 13);
      fireEvent.click(screen.getByRole('button', { name: 'Link' }));
      const dialog = screen.getByRole('dialog', { name: 'Insert link' });
      expect(within(dialog).getByLabelText(/^Link text/)).toHaveValue('mill');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
      expect(within(dialog).getByText('URL is required')).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'https://' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
      expect(within(dialog).getByText(/^Enter a full address/)).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: '/new-york/attractions' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
      expect(content).toHaveValue('## The **[mill](/new-york/attractions)** at night');
    });

    it('puts a pasted picture on its own block with its alt text, through the Image dialog, without saving the story', async () => {
      const id = '0123456789abcdef0123456789abcdef';
      server.use(
        http.post('/api/media', () =>
          HttpResponse.json(
            { id: 5, url: `/uploads/${id}.png`, webUrl: `/uploads/${id}-web.webp`, originalName: 'moon.png', type: 'image', size: 10 },
            { status: 201 },
          ),
        ),
      );
      renderForm();
      enter(/^Content/, 'The moon rose.\nNobody looked.');
      const content = screen.getByLabelText(/^Content/) as HTMLTextAreaElement;
      content.setSelectionRange(14, 14);
      fireEvent.paste(content, { clipboardData: { files: [new File(['png'], 'moon.png', { type: 'image/png' })] } });
      const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
      expect(await within(dialog).findByAltText('Chosen picture: moon.png')).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText(/^Alt text/), { target: { value: 'A full moon over the mill' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
      expect(content).toHaveValue(`The moon rose.\n\n![A full moon over the mill](/uploads/${id}-web.webp)\n\nNobody looked.`);
      // Inserting never submits the story form around the dialog (which would ask for the missing title).
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insert image' })).toBeNull());
      expect(screen.queryByText('Title is required')).toBeNull();
    });

    it('opens the Image dialog for a dropped picture, decorative at the start of the text', async () => {
      const id = '0123456789abcdef0123456789abcdef';
      server.use(
        http.post('/api/media', () =>
          HttpResponse.json(
            { id: 5, url: `/uploads/${id}.png`, webUrl: `/uploads/${id}-web.webp`, originalName: 'moon.png', type: 'image', size: 10 },
            { status: 201 },
          ),
        ),
      );
      renderForm();
      enter(/^Content/, 'The moon rose.');
      const content = screen.getByLabelText(/^Content/) as HTMLTextAreaElement;
      content.setSelectionRange(0, 0);
      fireEvent.drop(content, { dataTransfer: { files: [new File(['png'], 'moon.png', { type: 'image/png' })], types: ['Files'] } });
      const dropped = await screen.findByRole('dialog', { name: 'Insert image' });
      expect(await within(dropped).findByAltText('Chosen picture: moon.png')).toBeInTheDocument();
      fireEvent.click(within(dropped).getByRole('checkbox', { name: /Decorative/ }));
      fireEvent.click(within(dropped).getByRole('button', { name: 'Insert' }));
      expect(content.value.startsWith(`![](/uploads/${id}-web.webp)\n\nThe moon rose.`)).toBe(true);
    });

    it('estimates the read time from the content and sends the estimate when the field is left empty', async () => {
      server.use(http.post('/api/blog-posts', () => HttpResponse.json({ ...story, id: 8 }, { status: 201 })));
      const requests = recordRequests(STORY_EDITOR_READS);
      renderForm();
      const readTime = screen.getByLabelText('Read Time');
      expect(readTime).toHaveValue('');
      expect(readTime).toHaveAttribute('placeholder', '1 min read');
      enter(/^Title/, 'The Long Night');
      enter(/^Excerpt/, 'It does not end.');
      enter(/^Content/, Array.from({ length: 450 }, () => 'dark').join(' '));
      expect(readTime).toHaveAttribute('placeholder', '3 min read');
      expect(screen.getByText('Leave empty to use the estimate from the content: 3 min read')).toBeInTheDocument();
      await firstRegionSet();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Crear Historia' }));
      await screen.findByText('✓ Blog creado exitosamente');
      expect(requests[0].body).toMatchObject({ readTime: '3 min read' });
    });
  });

  describe('image upload', () => {
    function chooseFile(file: File) {
      fireEvent.change(screen.getByTestId('image-file'), { target: { files: [file] } });
    }

    it('refuses a file that is not JPG, PNG, GIF or WebP, or over 5MB, without uploading it', async () => {
      const requests = recordRequests(STORY_EDITOR_READS);
      renderForm();
      chooseFile(new File(['<svg/>'], 'evil.svg', { type: 'image/svg+xml' }));
      expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
      expect(screen.getByText('Please upload a valid image file (JPG, PNG, GIF, or WebP).')).toBeInTheDocument();

      const big = new File(['x'], 'huge.png', { type: 'image/png' });
      Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
      chooseFile(big);
      expect(await screen.findByText('File too large')).toBeInTheDocument();
      expect(screen.getByText('Please upload an image smaller than 5MB.')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });

    it('uploads through POST /api/media, fills the URL and shows the preview', async () => {
      server.use(
        http.post('/api/media', () =>
          HttpResponse.json(
            { id: 3, url: '/uploads/abc.png', webUrl: '/uploads/abc-web.webp', originalName: 'moon.png', type: 'image', size: 10 },
            { status: 201 },
          ),
        ),
      );
      const requests = recordRequests(STORY_EDITOR_READS);
      renderForm();
      chooseFile(new File(['png'], 'moon.png', { type: 'image/png' }));
      expect(await screen.findByText('✓ Imagen subida')).toBeInTheDocument();
      expect(screen.getByLabelText('Featured Image URL')).toHaveValue('/uploads/abc-web.webp');
      expect(screen.getByAltText('Featured Image URL preview')).toHaveAttribute('src', '/uploads/abc-web.webp');
      expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/media' });
      expect(String(requests[0].body)).toContain('name="file"; filename="moon.png"');
    });

    it("shows 'Upload failed' with the server's text, or the fallback", async () => {
      server.use(http.post('/api/media', inTurn(refusal(415, { statusCode: 415, message: 'Unsupported file content' }), refusal(500))));
      renderForm();
      chooseFile(new File(['png'], 'moon.png', { type: 'image/png' }));
      expect(await screen.findByText('Unsupported file content')).toBeInTheDocument();
      expect(screen.getByText('Upload failed')).toBeInTheDocument();
      chooseFile(new File(['png'], 'moon.png', { type: 'image/png' }));
      expect(await screen.findByText('Failed to upload image. Please try again.')).toBeInTheDocument();
    });
  });
});
