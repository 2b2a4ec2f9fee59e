import {
  ArrowForward as ArrowForwardIcon,
  ConfirmationNumber as ConfirmationNumberIcon,
  Groups as GroupsIcon,
} from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths, type RegionSlug } from '../../config/paths';
import { usePageLanguage, useRichText, useText } from '../../i18n/text';
import { useRegion } from '../../components/regions/use-region';
import { tokens } from '../../theme/tokens';
import { AttractionCard } from '../../components/attractions/attraction-card';
import { useAttractionsListQuery, useBlogListQuery, useTestimonialsListQuery } from '../../api/generated-public';
import { TonightLine } from '../../components/calendar/tonight-line';
import { Section } from '../../components/section/section';
import { CardGrid } from '../../components/layout/card-grid';
import { StoryCard } from '../../components/stories/story-card';
import { latestStoriesArgs, regionListArgs, translatedListArgs } from '../../api/enhanced-api';
import { HOME_STORY_COUNT } from './home-stories';
import { Hero } from './hero';
import { TestimonialsCarousel } from './testimonials-carousel';
import { useTicketsLink } from '../../components/tickets/use-tickets-link';
import { LinkButton } from '../../components/layout/link-button';
import { regionArea, regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';

/**
 * docs/product.md §2: a region's home with its attractions, testimonials and stories. The hero's lines are the
 * region's copy (/admin/regions); its ticket buttons show while the region's season is open.
 */
export function RegionHome({ region }: { region: RegionSlug }) {
  const text = useText();
  const rich = useRichText();
  const copy = useRegion(region);
  const regions = useRegionList();
  const language = usePageLanguage();
  const attractions = useAttractionsListQuery(translatedListArgs(region, language));
  const attractionCount = attractions.data?.items.length ?? 0;
  const ticketsLink = useTicketsLink();
  const testimonials = useTestimonialsListQuery(regionListArgs(region));
  const stories = useBlogListQuery(latestStoriesArgs(region, language, HOME_STORY_COUNT));
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
            {text('regionHome.hero.buyTickets')}
          </Button>
        )}
        <Typography data-testid="opening-line" sx={{ mt: 2, color: 'secondary.light', fontWeight: 700 }}>
          {copy?.status === 'closed-for-season'
            ? text('regionHome.hero.closedForSeason', { openingLine: copy.openingLine })
            : copy?.openingLine}
        </Typography>
        <TonightLine region={region} sx={{ mt: 1.5, justifyContent: 'center', textShadow: '0 2px 8px #000' }} />
      </Hero>

      {showAttractions && (
        <Section
          title={text('regionHome.attractions.title')}
          subtitle={text('regionHome.attractions.subtitle', { count: attractionCount, digits: String(attractionCount) })}
          tone="blood"
        >
          <CardGrid items={attractions.data?.items} loading={attractions.isLoading} loadingLabel={text('regionHome.attractions.loading')}>
            {(attraction) => (
              <AttractionCard
                attraction={attraction}
                action={
                  <LinkButton to={paths.attraction.getHref(region, attraction.id)} variant="outlined" endIcon={<ArrowForwardIcon />}>
                    {rich('regionHome.attractions.learnMore', {
                      attraction: attraction.title,
                      hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                    })}
                  </LinkButton>
                }
              />
            )}
          </CardGrid>
        </Section>
      )}

      {showTestimonials && (
        <Section title={text('regionHome.testimonials.title')} subtitle={text('regionHome.testimonials.subtitle')}>
          <TestimonialsCarousel testimonials={testimonialList} loading={testimonials.isLoading} />
        </Section>
      )}

      {showStories && (
        <Section
          title={text('regionHome.stories.title', { region: regionName(regions, region).toUpperCase() })}
          subtitle={text('regionHome.stories.subtitle', { area: regionArea(regions, region) })}
          tone="blood"
        >
          <CardGrid
            items={stories.data?.items.slice(0, HOME_STORY_COUNT)}
            loading={stories.isLoading}
            loadingLabel={text('regionHome.stories.loading')}
          >
            {(story) => <StoryCard story={story} />}
          </CardGrid>
          <Box sx={{ textAlign: 'center', mt: 5 }}>
            <LinkButton to={paths.legends.getHref(region)} variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
              {text('regionHome.stories.all')}
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
          {text('regionHome.closing.title')}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>{text('regionHome.closing.text')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {ticketsLink && (
            <Button {...ticketsLink} variant="contained" size="large" startIcon={<ConfirmationNumberIcon />}>
              {text('regionHome.closing.buyTickets')}
            </Button>
          )}
          <LinkButton to={paths.groups.getHref(region)} variant="outlined" size="large" startIcon={<GroupsIcon />}>
            {text('regionHome.closing.groups')}
          </LinkButton>
        </Box>
      </Box>
    </>
  );
}
