import { renderWithProviders } from '../../test/render-with-providers';
import { act, fireEvent, screen } from '@testing-library/react';
import type { TestimonialResponseDto as Testimonial } from '../../api/generated-public';
import { TESTIMONIAL_INTERVAL_MS, wrapIndex } from './carousel-index';
import { TestimonialsCarousel } from './testimonials-carousel';

const visitor = (id: number, name: string, content: string): Testimonial => ({
  id,
  name,
  content,
  region: 'new-york',
  rating: 5,
  sortOrder: 0,
  active: true,
  createdAt: '2024-10-01T00:00:00.000Z',
});

const FOUR: Testimonial[] = [
  visitor(1, 'Sarah M.', 'The haunted hayride was absolutely terrifying!'),
  visitor(2, 'Mike T.', 'The actors were incredible and never broke character.'),
  visitor(3, 'Jessica L.', 'Every single one of us jumped.'),
  {
    id: 4,
    name: 'Dana K.',
    content: 'Four stars of pure fright.',
    region: 'new-york',
    rating: 4,
    sortOrder: 0,
    active: true,
    createdAt: '2024-10-02T00:00:00.000Z',
  },
];

function visibleAuthor(): string | null | undefined {
  return screen.getByRole('group', { name: /of 4/ }).querySelector('figcaption')?.textContent;
}

function setLargeScreen(large: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: large,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('TestimonialsCarousel on small screens', () => {
  beforeEach(() => {
    setLargeScreen(false);
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows one testimonial and advances every 5 seconds, wrapping to the first', () => {
    renderWithProviders(<TestimonialsCarousel testimonials={FOUR} />);
    expect(visibleAuthor()).toBe('— Sarah M.');
    act(() => {
      jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1);
    });
    expect(visibleAuthor()).toBe('— Sarah M.');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(visibleAuthor()).toBe('— Mike T.');
    act(() => {
      jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 3);
    });
    expect(visibleAuthor()).toBe('— Sarah M.');
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    renderWithProviders(<TestimonialsCarousel testimonials={FOUR} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(visibleAuthor()).toBe('— Dana K.');
    expect(screen.getByRole('group', { name: /of 4/ })).toContainElement(screen.getByRole('img', { name: '4 out of 5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(visibleAuthor()).toBe('— Sarah M.');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(visibleAuthor()).toBe('— Mike T.');
  });

  it('jumps with the dots and marks the current one', () => {
    renderWithProviders(<TestimonialsCarousel testimonials={FOUR} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expect(visibleAuthor()).toBe('— Jessica L.');
    expect(screen.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show testimonial 1' })).not.toHaveAttribute('aria-current');
  });

  it('names its controls in Spanish', () => {
    renderWithProviders(<TestimonialsCarousel testimonials={FOUR} />, { language: 'es' });
    expect(screen.getByRole('region', { name: 'Testimonios de visitantes' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 de 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Testimonio anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver testimonio 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderWithProviders(<TestimonialsCarousel testimonials={[]} loading />);
    expect(screen.getAllByTestId('testimonial-skeleton')).toHaveLength(3);
  });
});

describe('TestimonialsCarousel on large screens', () => {
  beforeEach(() => setLargeScreen(true));

  afterEach(() => {
    // Back to jsdom's default: no matchMedia.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows the first three side by side without carousel controls', () => {
    renderWithProviders(<TestimonialsCarousel testimonials={FOUR} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('— Jessica L.')).toBeInTheDocument();
    expect(screen.queryByText('— Dana K.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /out of 5 stars/ }).length).toBeGreaterThan(0);
  });
});
