import { countWords, estimateReadTime, WORDS_PER_MINUTE } from './read-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('countWords', () => {
  it('counts words across spaces, tabs and line breaks', () => {
    expect(countWords('The lantern\twent\n\nout.')).toBe(4);
  });

  it('does not count Markdown marks that stand alone', () => {
    expect(countWords('## The Mill\n\n> She waited.\n\n- one\n- two\n\n---\n\n**bold** *still* words')).toBe(9);
  });

  it('counts nothing in an empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n\t ')).toBe(0);
  });

  it('counts words in any script', () => {
    expect(countWords('La llorona llegó ayer — 幽霊')).toBe(5);
  });
});

describe('estimateReadTime', () => {
  it('reads about 200 words a minute', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(estimateReadTime(words(200))).toBe('1 min read');
    expect(estimateReadTime(words(1000))).toBe('5 min read');
  });

  it('rounds a started minute up', () => {
    expect(estimateReadTime(words(201))).toBe('2 min read');
    expect(estimateReadTime(words(2399))).toBe('12 min read');
  });

  it('says at least one minute, even for an empty text', () => {
    expect(estimateReadTime('')).toBe('1 min read');
    expect(estimateReadTime('Boo.')).toBe('1 min read');
  });
});
