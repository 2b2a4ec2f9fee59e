import { libraryImage, srcSetFor } from './responsive-image';

describe('srcSetFor', () => {
  it('offers the 600 px variant of our card pictures', () => {
    expect(srcSetFor('/images/stories/the-husk-man.webp')).toBe(
      '/images/stories/the-husk-man-600.webp 600w, /images/stories/the-husk-man.webp 1200w',
    );
    expect(srcSetFor('/images/attractions/hayride.webp')).toBe(
      '/images/attractions/hayride-600.webp 600w, /images/attractions/hayride.webp 1200w',
    );
  });

  it('offers the 960 px variant of hero pictures', () => {
    expect(srcSetFor('/images/fallback/landing.webp')).toBe('/images/fallback/landing-960.webp 960w, /images/fallback/landing.webp 1920w');
    expect(srcSetFor('/images/fallback/ny-hero.webp')).toBe('/images/fallback/ny-hero-960.webp 960w, /images/fallback/ny-hero.webp 1920w');
  });

  it('has nothing for other addresses or for variants themselves', () => {
    expect(srcSetFor('/uploads/abc.webp')).toBeUndefined();
    expect(srcSetFor('https://example.com/images/x.webp')).toBeUndefined();
    expect(srcSetFor('/images/stories/the-husk-man-600.webp')).toBeUndefined();
    expect(srcSetFor('/images/stories/photo.jpg')).toBeUndefined();
    expect(srcSetFor(null)).toBeUndefined();
  });
});

describe('libraryImage', () => {
  const id = '0123456789abcdef0123456789abcdef';

  it('offers the WebP variants of a media library picture, whichever of its files is named', () => {
    for (const url of [`/uploads/${id}-web.webp`, `/uploads/${id}-medium.webp`, `/uploads/${id}-thumb.webp`, `/uploads/${id}.jpg`]) {
      expect(libraryImage(url)).toEqual({
        src: `/uploads/${id}-web.webp`,
        srcSet: `/uploads/${id}-thumb.webp 400w, /uploads/${id}-medium.webp 800w, /uploads/${id}-web.webp 1600w`,
      });
    }
    expect(libraryImage(`https://cdn.example.com/media/${id}.png`)?.src).toBe(`https://cdn.example.com/media/${id}-web.webp`);
    expect(libraryImage(`https://cdn.example.com/${id}.png`)?.src).toBe(`https://cdn.example.com/${id}-web.webp`);
  });

  it('has nothing for other addresses', () => {
    for (const url of [
      '/uploads/ghost.webp',
      '/images/stories/the-husk-man.webp',
      `//evil.example/${id}.png`,
      `javascript:/${id}.png`,
      '',
      null,
    ]) {
      expect(libraryImage(url)).toBeUndefined();
    }
  });
});
