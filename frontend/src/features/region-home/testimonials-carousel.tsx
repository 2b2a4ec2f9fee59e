import {
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  FormatQuote as FormatQuoteIcon,
} from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import type { TestimonialResponseDto as Testimonial } from '../../api/generated-public';
import { useText } from '../../i18n/text';
import { TESTIMONIAL_INTERVAL_MS, TESTIMONIALS_SIDE_BY_SIDE, wrapIndex } from './carousel-index';
import { SkeletonLines } from '../../components/skeletons/skeleton-lines';
import { MOST_STARS, StarRating } from '../../components/rating/star-rating';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const text = useText();
  const rating = Math.min(MOST_STARS, Math.max(1, Math.round(testimonial.rating || MOST_STARS)));
  return (
    <Card sx={{ height: '100%', bgcolor: 'background.paper' }}>
      {/* The figure holds its caption directly, as HTML wants (a figcaption is a child of its figure). */}
      <CardContent component="figure" sx={{ m: 0, p: 3, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <StarRating rating={rating} label={text('regionHome.testimonial.rating', { rating })} />
          <FormatQuoteIcon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 36 }} />
        </Box>
        <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
          <Typography sx={{ fontStyle: 'italic', color: 'text.primary', lineHeight: 1.7 }}>“{testimonial.content}”</Typography>
        </Box>
        <Typography component="figcaption" sx={{ fontWeight: 700, color: 'primary.light' }}>
          — {testimonial.name}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface TestimonialsCarouselProps {
  testimonials: Testimonial[];
  loading?: boolean;
}

/** docs/product.md §4: one at a time on small screens (auto-advance every 5 s, wraps, previous/next and dots); the first three side by side on large screens. */
export function TestimonialsCarousel({ testimonials, loading = false }: TestimonialsCarouselProps) {
  const text = useText();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = testimonials.length;
  const current = wrapIndex(index, count);

  useEffect(() => {
    if (large || paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((value) => wrapIndex(value + 1, count)), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [large, paused, count]);

  if (loading) {
    return (
      <Box
        role="status"
        aria-label={text('regionHome.carousel.loading')}
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {Array.from({ length: TESTIMONIALS_SIDE_BY_SIDE }, (_, i) => (
          <Card key={i} data-testid="testimonial-skeleton" sx={{ display: { xs: i === 0 ? 'block' : 'none', md: 'block' } }}>
            <CardContent>
              <SkeletonLines lines={[{ width: 100 }, {}, {}, { width: '60%' }]} />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }

  if (large) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        {testimonials.slice(0, TESTIMONIALS_SIDE_BY_SIDE).map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </Box>
    );
  }

  if (count === 0) return null;

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={text('regionHome.carousel.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <Box
        aria-live={paused ? 'polite' : 'off'}
        role="group"
        aria-roledescription="slide"
        aria-label={text('regionHome.carousel.slide', { position: current + 1, count })}
      >
        <TestimonialCard testimonial={testimonials[current]} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 2 }}>
        <IconButton
          aria-label={text('regionHome.carousel.previous')}
          onClick={() => setIndex(wrapIndex(current - 1, count))}
          sx={{ border: '1px solid rgba(255,255,255,0.2)' }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {testimonials.map((testimonial, i) => (
            <IconButton
              key={testimonial.id}
              aria-label={text('regionHome.carousel.show', { position: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              sx={{ p: '14px', minWidth: 0 }}
            >
              <Box
                component="span"
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: i === current ? 'primary.main' : 'rgba(255,255,255,0.3)',
                  boxShadow: i === current ? '0 0 10px rgba(214,40,40,0.8)' : 'none',
                  transition: 'all 0.3s',
                }}
              />
            </IconButton>
          ))}
        </Box>
        <IconButton
          aria-label={text('regionHome.carousel.next')}
          onClick={() => setIndex(wrapIndex(current + 1, count))}
          sx={{ border: '1px solid rgba(255,255,255,0.2)' }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
