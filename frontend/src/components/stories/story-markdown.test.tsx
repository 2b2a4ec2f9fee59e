import { render, screen, within } from '@testing-library/react';
import { StoryMarkdown } from './story-markdown';

function story(content: string, openLinksInNewTab?: boolean) {
  render(<StoryMarkdown content={content} openLinksInNewTab={openLinksInNewTab} />);
  return screen.getByTestId('story-body');
}

describe('StoryMarkdown', () => {
  it('renders plain paragraphs with **bold** as the stories have always been written', () => {
    const body = story('The glass was **cold** to the touch.\n\nNobody touched it again.');
    const paragraphs = body.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent('The glass was cold to the touch.');
    expect(within(paragraphs[0]).getByText('cold').tagName).toBe('STRONG');
  });

  it('renders headings below the page title, emphasis, lists and quotes', () => {
    const body = story(
      [
        '# The Mill',
        '## What the miller saw',
        '### At midnight',
        '#### Later',
        'It was *very* quiet.',
        '- a lantern\n- a rope\n- a bell',
        '3. first\n4. second',
        '> Leave him his sheaf.',
      ].join('\n\n'),
    );
    expect(body.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'The Mill' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What the miller saw' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'At midnight' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Later' })).toBeInTheDocument();
    expect(within(body).getByText('very').tagName).toBe('EM');
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a lantern', 'a rope', 'a bell']);
    expect(numbered.tagName).toBe('OL');
    expect(numbered).toHaveAttribute('start', '3');
    expect(body.querySelector('blockquote')).toHaveTextContent('Leave him his sheaf.');
  });

  it('links within the site in place and to other sites in a new tab that cannot reach back', () => {
    story('See [the tickets](/tickets) or [the museum](https://example.org/museum).');
    const own = screen.getByRole('link', { name: 'the tickets' });
    expect(own).toHaveAttribute('href', '/tickets');
    expect(own).not.toHaveAttribute('target');
    const other = screen.getByRole('link', { name: 'the museum' });
    expect(other).toHaveAttribute('href', 'https://example.org/museum');
    expect(other).toHaveAttribute('target', '_blank');
    expect(other).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('treats a protocol-relative link as a link to another site', () => {
    story('A [lure](//evil.example/path) in the text.');
    const lure = screen.getByRole('link', { name: 'lure' });
    expect(lure).toHaveAttribute('href', '//evil.example/path');
    expect(lure).toHaveAttribute('target', '_blank');
    expect(lure).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a backslash link on this site: it is percent-encoded, so no browser reads it as another host', () => {
    story('A [path](</\\evil.example/path>) in the text.');
    expect(screen.getByRole('link', { name: 'path' })).toHaveAttribute('href', '/%5Cevil.example/path');
  });

  it('opens every link in a new tab in the admin preview, so an unsaved story is never left behind', () => {
    story('See [the tickets](/tickets).', true);
    expect(screen.getByRole('link', { name: 'the tickets' })).toHaveAttribute('target', '_blank');
  });

  it('shows stored HTML as text and never creates elements from it', () => {
    const body = story(
      'Boo <script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned = true">\n\n<b onclick="alert(1)">bold?</b>',
    );
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('b')).toBeNull();
    expect(body.textContent).toContain('<script>window.__pwned = true</script>');
    expect(body.textContent).toContain('<img src=x onerror="window.__pwned = true">');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('turns javascript:, data: and other unsafe links into plain text', () => {
    const body = story(
      '[click me](javascript:alert(1)) and [this](data:text/html,<script>alert(1)</script>) and [that](JaVaScRiPt:alert(1)) and [mail](mailto:boo@example.org)',
    );
    expect(body.querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:boo@example.org');
    expect(body).toHaveTextContent('click me and this and that and mail');
  });

  it('shows media library pictures as lazy, responsive WebP with their alt text', () => {
    const id = '0123456789abcdef0123456789abcdef';
    const body = story(`The window:\n\n![The bride at the window](/uploads/${id}-web.webp)\n\n![](/uploads/${id}.jpg)`);
    const [described, decorative] = Array.from(body.querySelectorAll('img'));
    expect(screen.getByRole('img', { name: 'The bride at the window' })).toBe(described);
    expect(described).toHaveAttribute('src', `/uploads/${id}-web.webp`);
    expect(described).toHaveAttribute(
      'srcset',
      `/uploads/${id}-thumb.webp 400w, /uploads/${id}-medium.webp 800w, /uploads/${id}-web.webp 1600w`,
    );
    expect(described).toHaveAttribute('sizes', '(min-width: 760px) 680px, (min-resolution: 2.5dppx) calc((100vw) * 2 / 3), calc(100vw)');
    expect(described).toHaveAttribute('loading', 'lazy');
    expect(described).toHaveAttribute('decoding', 'async');
    expect(decorative).toHaveAttribute('alt', '');
    expect(decorative).toHaveAttribute('src', `/uploads/${id}-web.webp`);
  });

  it('leaves out pictures from anywhere else', () => {
    const body = story('Before ![a ghost](https://example.org/ghost.png) ![x](javascript:alert(1)) ![y](/uploads/ghost.webp) after');
    expect(body.querySelector('img')).toBeNull();
    expect(body).toHaveTextContent('Before after');
  });

  it('keeps the reading measure on its wrapper', () => {
    const body = story('Text.');
    expect(getComputedStyle(body).maxWidth).toBe('65ch');
  });
});
