import { countWords, estimateReadTime, WORDS_PER_MINUTE } from './read-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('read time', () => {
  it('counts words, not the Markdown marks between them', () => {
    expect(countWords('## The Mill\n\n> She waited.\n\n- one\n- two\n\n---\n\n**bold** *still* words')).toBe(9);
    expect(countWords(' \n\t ')).toBe(0);
    expect(countWords('La llorona llegó ayer — 幽霊')).toBe(5);
  });

  it('reads 200 words a minute, rounding a started minute up', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(estimateReadTime(words(200))).toBe('1 min read');
    expect(estimateReadTime(words(201))).toBe('2 min read');
    expect(estimateReadTime(words(1000))).toBe('5 min read');
    expect(estimateReadTime(words(2399))).toBe('12 min read');
  });

  it('says at least one minute', () => {
    expect(estimateReadTime('')).toBe('1 min read');
    expect(estimateReadTime('Boo.')).toBe('1 min read');
  });
});
