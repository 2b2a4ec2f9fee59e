import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it.each([
    [4, 4, 1],
    [1, 1, 4],
    [5, 5, 0],
  ])('shows %i of five stars filled as one named image', (rating, filled, empty) => {
    render(<StarRating rating={rating} label={`${rating} out of 5 stars`} />);
    const stars = screen.getByRole('img', { name: `${rating} out of 5 stars` });
    const uses = [...stars.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(uses.filter((href) => href === '/assets/icons.svg#Star')).toHaveLength(filled);
    expect(uses.filter((href) => href === '/assets/icons.svg#StarBorder')).toHaveLength(empty);
    expect(stars.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
  });
});
