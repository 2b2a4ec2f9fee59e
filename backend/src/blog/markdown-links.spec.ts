import { linksWithoutUrl } from './markdown-links';

describe('linksWithoutUrl', () => {
  it('finds links with an empty address or only a scheme', () => {
    expect(linksWithoutUrl('See [the mill]() and [the bridge](https://) or [the road]( http:// ).')).toEqual([
      'the mill',
      'the bridge',
      'the road',
    ]);
  });

  it('leaves real links and other brackets alone', () => {
    expect(linksWithoutUrl('[the mill](https://example.com/mill), [a](/new-york), [note] (later), ![alt](https://)')).toEqual([]);
  });
});
