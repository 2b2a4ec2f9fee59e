import { imageUrls, linksWithoutUrl } from './markdown-links';

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

describe('imageUrls', () => {
  it('finds every inline image address, with or without a title or angle brackets', () => {
    expect(
      imageUrls('![a bride](/uploads/a-web.webp) text ![](<https://cdn.example/b.png>) and ![c](/x.webp "The mill") [link](/y)'),
    ).toEqual(['/uploads/a-web.webp', 'https://cdn.example/b.png', '/x.webp']);
  });
});
