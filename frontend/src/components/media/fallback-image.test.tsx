import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './fallback-image';

const id = '5f2c0e7b9a1d4c3e8f6a2b1c0d9e8f7a';
const FALLBACK = '/images/fallback/story.webp';

describe('FallbackImage', () => {
  it('gives one of our own pictures its half-width variant in srcset', () => {
    render(<FallbackImage src="/images/attractions/hayride.webp" fallback={FALLBACK} alt="Hayride" />);
    const img = screen.getByRole('img', { name: 'Hayride' });
    expect(img).toHaveAttribute('src', '/images/attractions/hayride.webp');
    expect(img).toHaveAttribute('srcset', '/images/attractions/hayride-600.webp 600w, /images/attractions/hayride.webp 1200w');
  });

  it('gives a media library picture its WebP variants, whichever of its URLs the content keeps', () => {
    for (const src of [`/uploads/${id}-web.webp`, `/uploads/${id}.png`, `https://cdn.example.com/media/${id}-web.webp`]) {
      const base = src.replace(/(-web\.webp|\.png)$/, '');
      const { unmount } = render(<FallbackImage src={src} fallback={FALLBACK} alt="Mill" />);
      const img = screen.getByRole('img', { name: 'Mill' });
      expect(img).toHaveAttribute('src', `${base}-web.webp`);
      expect(img).toHaveAttribute('srcset', `${base}-thumb.webp 400w, ${base}-medium.webp 800w, ${base}-web.webp 1600w`);
      unmount();
    }
  });

  it('shows the fallback, with its variants, when the picture is missing or fails to load', () => {
    render(<FallbackImage src={`/uploads/${id}-web.webp`} fallback={FALLBACK} alt="Lost" />);
    const img = screen.getByRole('img', { name: 'Lost' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK);
    expect(img).toHaveAttribute('srcset', '/images/fallback/story-600.webp 600w, /images/fallback/story.webp 1200w');
  });

  it('has no srcset for a picture from elsewhere', () => {
    render(<FallbackImage src="https://example.com/mill.jpg" fallback={FALLBACK} alt="Elsewhere" />);
    expect(screen.getByRole('img', { name: 'Elsewhere' })).not.toHaveAttribute('srcset');
  });
});
