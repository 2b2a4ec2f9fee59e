import {
  ArrowForward as ArrowForwardIcon,
  ConfirmationNumber as ConfirmationNumberIcon,
  Groups as GroupsIcon,
} from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths, type RegionSlug } from '../../config/paths';
import { useRegion } from '../../components/regions/use-region';
import { tokens } from '../../theme/tokens';
import { AttractionCard } from '../../components/attractions/attraction-card';
import { useAttractionsListQuery, useBlogListQuery, useTestimonialsListQuery } from '../../api/generated-public';
import { TonightLine } from '../../components/calendar/tonight-line';
import { Section } from '../../components/section/section';
import { CardGrid } from '../../components/layout/card-grid';
import { StoryCard } from '../../components/stories/story-card';
import { latestStoriesArgs, regionListArgs } from '../../api/enhanced-api';
import { HOME_STORY_COUNT } from './home-stories';
import { Hero } from './hero';
import { TestimonialsCarousel } from './testimonials-carousel';
import { useTicketsLink } from '../../components/tickets/use-tickets-link';
import { LinkButton } from '../../components/layout/link-button';
import { counted } from '../../lib/count-words';
import { regionArea, regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';

/**
 * docs/product.md §2: a region's home with its attractions, testimonials and stories. The hero's lines are the
 * region's copy (/admin/regions); its ticket buttons show while the region's season is open.
 */
export function RegionHome({ region }: { region: RegionSlug }) {
  const copy = useRegion(region);
  const regions = useRegionList();
  const attractions = useAttractionsListQuery(regionListArgs(region));
  const attractionCount = attractions.data?.items.length ?? 0;
  const ticketsLink = useTicketsLink();
  const testimonials = useTestimonialsListQuery(regionListArgs(region));
  const stories = useBlogListQuery(latestStoriesArgs(region, HOME_STORY_COUNT));
  const testimonialList = testimonials.data?.items ?? [];
  // A region without its content written yet (Florida's first season, a park without the demo content) shows no
  // empty sections; testimonials are only ever the park's own (docs/product.md §10.20).
  const showAttractions = attractions.isLoading || !!attractions.data?.items.length;
  const showTestimonials = testimonials.isLoading || testimonialList.length > 0;
  const showStories = stories.isLoading || !!stories.data?.items.length;

  return (
    <>
      <Hero page={copy?.homeVideo ?? undefined} fallbackImage={copy?.heroImage ?? undefined}>
        {copy?.cardLocation && (
          <Typography
            component="p"
            sx={{
              color: 'secondary.light',
              fontWeight: 800,
              letterSpacing: '0.3em',
              textTransform: 'uppercase',
              mb: 2,
              fontSize: { xs: '0.8rem', md: '0.95rem' },
            }}
          >
            {copy.cardLocation}
          </Typography>
        )}
        <Typography variant="h1" sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow }}>
          {copy?.heroTitle}
        </Typography>
        {copy?.heroLine && (
          <Typography sx={{ mt: 2, fontSize: { xs: '1.15rem', md: '1.5rem' }, textShadow: '0 2px 8px #000' }}>{copy.heroLine}</Typography>
        )}
        {ticketsLink && (
          <Button
            {...ticketsLink}
            variant="contained"
            size="large"
            startIcon={<ConfirmationNumberIcon />}
            sx={{ mt: 4, px: 4, py: 1.5, fontSize: '1.1rem', boxShadow: tokens.effects.bloodGlow }}
          >
            BUY TICKETS NOW
          </Button>
        )}
        <Typography data-testid="opening-line" sx={{ mt: 2, color: 'secondary.light', fontWeight: 700 }}>
          {copy?.status === 'closed-for-season' ? `Closed for the season. ${copy.openingLine}` : copy?.openingLine}
        </Typography>
        <TonightLine region={region} sx={{ mt: 1.5, justifyContent: 'center', textShadow: '0 2px 8px #000' }} />
      </Hero>

      {showAttractions && (
        <Section
          title="FACE YOUR FEARS"
          subtitle={`${attractionCount ? `${counted(attractionCount, 'way')} to lose your nerve` : 'Ways to lose your nerve'}: ride, walk, crawl and run through our nightmares.`}
          tone="blood"
        >
          <CardGrid items={attractions.data?.items} loading={attractions.isLoading} loadingLabel="Loading attractions">
            {(attraction) => (
              <AttractionCard
                attraction={attraction}
                action={
                  <LinkButton to={paths.attraction.getHref(region, attraction.id)} variant="outlined" endIcon={<ArrowForwardIcon />}>
                    Learn More<span className="visually-hidden"> about {attraction.title}</span>
                  </LinkButton>
                }
              />
            )}
          </CardGrid>
        </Section>
      )}

      {showTestimonials && (
        <Section title="VISITOR TESTIMONIALS" subtitle="Real screams from real survivors.">
          <TestimonialsCarousel testimonials={testimonialList} loading={testimonials.isLoading} />
        </Section>
      )}

      {showStories && (
        <Section
          title={`DARK LEGENDS OF ${regionName(regions, region).toUpperCase()}`}
          subtitle={`True crimes, ghost stories and legends from the haunted corners of ${regionArea(regions, region)}.`}
          tone="blood"
        >
          <CardGrid items={stories.data?.items.slice(0, HOME_STORY_COUNT)} loading={stories.isLoading} loadingLabel="Loading stories">
            {(story) => <StoryCard story={story} />}
          </CardGrid>
          <Box sx={{ textAlign: 'center', mt: 5 }}>
            <LinkButton to={paths.legends.getHref(region)} variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
              Explore All Dark Legends
            </LinkButton>
          </Box>
        </Section>
      )}

      <Box
        component="section"
        aria-labelledby="closing-cta"
        sx={{
          py: { xs: 8, md: 12 },
          textAlign: 'center',
          px: 2,
          background: 'radial-gradient(ellipse at center, rgba(214,40,40,0.25) 0%, #0a0a0a 70%)',
        }}
      >
        <Typography id="closing-cta" variant="h2" sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow }}>
          DARE TO ENTER?
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>
          Bring your friends — if they are brave enough.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {ticketsLink && (
            <Button {...ticketsLink} variant="contained" size="large" startIcon={<ConfirmationNumberIcon />}>
              BUY TICKETS NOW
            </Button>
          )}
          <LinkButton to={paths.groups.getHref(region)} variant="outlined" size="large" startIcon={<GroupsIcon />}>
            Group Bookings
          </LinkButton>
        </Box>
      </Box>
    </>
  );
}
