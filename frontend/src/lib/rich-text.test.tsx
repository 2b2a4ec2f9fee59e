import { render } from '@testing-library/react';
import { inlineNodes, splitParagraphs } from './rich-text';

function Story({ text }: { text: string }) {
  return (
    <div data-testid="story">
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index}>{inlineNodes(paragraph)}</p>
      ))}
    </div>
  );
}

describe('splitParagraphs', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(splitParagraphs('First.\n\nSecond.\r\n\r\n\n  \nThird.\n')).toEqual(['First.', 'Second.', 'Third.']);
  });

  it('keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('Line one\nline two')).toEqual(['Line one\nline two']);
  });
});

describe('inlineNodes', () => {
  it('renders **bold** as strong text', () => {
    const { getByTestId } = render(<Story text={'The **lantern** went out.'} />);
    const strong = getByTestId('story').querySelector('strong');
    expect(strong?.textContent).toBe('lantern');
    expect(getByTestId('story').textContent).toBe('The lantern went out.');
  });

  it('shows stored HTML as text and never creates elements from it', () => {
    const text = 'Boo <script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned = true">';
    const { getByTestId } = render(<Story text={text} />);
    const story = getByTestId('story');
    expect(story.querySelector('script')).toBeNull();
    expect(story.querySelector('img')).toBeNull();
    expect(story.textContent).toContain('<script>window.__pwned = true</script>');
    expect(story.textContent).toContain('<img src=x onerror="window.__pwned = true">');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('turns single line breaks into <br>', () => {
    const { getByTestId } = render(<Story text={'one\ntwo'} />);
    expect(getByTestId('story').querySelectorAll('br')).toHaveLength(1);
  });
});
