import { ArrowBack as ArrowBackIcon, CheckCircle as CheckCircleIcon } from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { attractionAnchor, paths } from '../../config/paths';
import { tokens } from '../../theme/tokens';
import { AttractionCard } from '../../components/attractions/attraction-card';
import { AttractionIcon } from '../../components/attractions/attraction-icon';
import { inclusionNote } from '../../components/attractions/attraction-meta';
import { AttractionImage } from '../../components/attractions/attraction-image';
import {
  useAttractionsListQuery,
  useTicketTypesListQuery,
  type AttractionResponseDto as Attraction,
  type TicketTypeResponseDto as TicketType,
} from '../../api/generated-public';
import { TicketTypesList } from '../../components/tickets/ticket-types-list';
import { translatedListArgs } from '../../api/enhanced-api';
import { targetableSx, useAttractionTarget } from '../../components/attractions/use-attraction-target';
import { Section } from '../../components/section/section';
import { CardGridSkeleton } from '../../components/skeletons/card-grid-skeleton';
import { CardGrid } from '../../components/layout/card-grid';
import { TicketButton } from '../../components/tickets/ticket-button';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';
import { SkeletonLines } from '../../components/skeletons/skeleton-lines';
import { LinkButton } from '../../components/layout/link-button';
import { AttractionFacts } from '../../components/attractions/attraction-facts';
import { hasFilters, matchesFilters, parseAttractionFilters } from '../../lib/attraction-filters';
import { useSearchParams } from 'react-router-dom';
import { AttractionFilterForm } from './attraction-filter-form';
import { Waitlist } from '../../components/mailing-list/waitlist';
import { LegendsOfPlace } from './legends-of-place';
import { usePageLanguage, useText } from '../../i18n/text';
import { columnImageSizes } from '../../lib/responsive-image';
import { regionName, regionArea } from '../../lib/regions';

function FeaturedRow({
  attraction,
  index,
  highlighted,
  types,
}: {
  attraction: Attraction;
  index: number;
  highlighted: boolean;
  types: readonly TicketType[];
}) {
  const text = useText();
  const note = inclusionNote(attraction.category, types, text);
  const reversed = index % 2 === 1;
  return (
    <Box
      component="article"
      id={attractionAnchor(attraction.id)}
      tabIndex={-1}
      sx={{
        ...targetableSx(highlighted),
        borderRadius: 2,
        display: 'grid',
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        '& > .media': { order: { md: reversed ? 2 : 1 } },
        '& > .copy': { order: { md: reversed ? 1 : 2 } },
      }}
    >
      <Box
        className="media"
        sx={{
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          border: tokens.effects.cardBorder,
          boxShadow: '0 0 40px rgba(214,40,40,0.25)',
          aspectRatio: '3 / 2',
        }}
      >
        <AttractionImage
          attraction={attraction}
          sizes={columnImageSizes(580)}
          priority={index === 0}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Chip
          label={text('attractions.featured.badge')}
          color="primary"
          sx={{ position: 'absolute', top: 16, left: 16, fontWeight: 800, letterSpacing: '0.1em', boxShadow: tokens.effects.bloodGlow }}
        />
      </Box>
      <Box className="copy" sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Typography component="h3" variant="h3" sx={{ color: 'primary.light', display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <AttractionIcon category={attraction.category} sx={{ fontSize: '0.9em', color: 'secondary.light', flexShrink: 0 }} />
          {attraction.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.05rem', lineHeight: 1.75 }}>{attraction.description}</Typography>
        <AttractionFacts attraction={attraction} />
        {note && (
          <Typography sx={{ color: 'secondary.light', fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckCircleIcon aria-hidden="true" fontSize="small" />
            {note}
          </Typography>
        )}
        <TicketButton variant="contained" size="large" attraction={attraction.title}>
          {text('attractions.featured.experience')}
        </TicketButton>
        <LegendsOfPlace region={attraction.region} attractionId={attraction.id} />
      </Box>
    </Box>
  );
}

/** docs/product.md §2: featured rows, the rest in a grid, ticket buttons to the external ticketing site. */
export function AttractionsPage() {
  const regions = useRegionList();
  const region = useCurrentRegion();
  const language = usePageLanguage();
  const { data, isLoading } = useAttractionsListQuery(translatedListArgs(region, language));
  const types = useTicketTypesListQuery(translatedListArgs(region, language)).data?.items ?? [];
  const [search] = useSearchParams();
  const filters = parseAttractionFilters(search);
  const filtering = hasFilters(filters);
  const all = data?.items ?? [];
  const attractions = all.filter((attraction) => matchesFilters(attraction, filters));
  const featured = attractions.filter((attraction) => attraction.featured);
  const others = attractions.filter((attraction) => !attraction.featured);
  const name = regionName(regions, region);
  const area = regionArea(regions, region);
  const target = useAttractionTarget(Boolean(data));
  const text = useText();

  return (
    <>
      <Box
        component="header"
        sx={{
          py: { xs: 8, md: 12 },
          textAlign: 'center',
          background: 'radial-gradient(ellipse at top, rgba(214,40,40,0.3) 0%, #0a0a0a 70%)',
        }}
      >
        <Container maxWidth="md">
          <Typography variant="h1" sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow }}>
            {text('attractions.page.title', { region: name.toUpperCase() })}
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, fontSize: { xs: '1.05rem', md: '1.3rem' }, color: 'text.secondary' }}>
            {all.length
              ? text('attractions.page.lead', { count: all.length, area })
              : data
                ? text('attractions.page.leadNone', { region: name })
                : text('attractions.page.leadLoading', { area })}
          </Typography>
          <TicketButton variant="contained" size="large">
            {text('attractions.page.buyTickets')}
          </TicketButton>
        </Container>
      </Box>

      {(!data || all.length > 0) && (
        <AttractionFilterForm filters={filters} region={region} shown={attractions.length} total={all.length} loaded={Boolean(data)} />
      )}

      {isLoading ? (
        <Section title={text('attractions.featured.title')}>
          <Box
            role="status"
            aria-label={text('attractions.loading')}
            sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            <Skeleton variant="rectangular" sx={{ aspectRatio: '3 / 2', height: 'auto', borderRadius: 2 }} />
            <Box>
              <SkeletonLines lines={[{ height: 56, width: '70%' }, {}, {}, { width: '50%' }]} />
            </Box>
          </Box>
          <Box sx={{ mt: 6 }}>
            <CardGridSkeleton count={6} label={text('attractions.loading')} />
          </Box>
        </Section>
      ) : (
        <>
          {featured.length > 0 && (
            <Section title={text('attractions.featured.title')} tone="blood">
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 8, md: 12 } }}>
                {featured.map((attraction, index) => (
                  <FeaturedRow
                    key={attraction.id}
                    attraction={attraction}
                    index={index}
                    highlighted={target === attractionAnchor(attraction.id)}
                    types={types}
                  />
                ))}
              </Box>
            </Section>
          )}
          {others.length > 0 && (
            <Section title={text('attractions.more.title')}>
              <CardGrid items={others}>
                {(attraction) => (
                  <AttractionCard
                    attraction={attraction}
                    anchorId={attractionAnchor(attraction.id)}
                    highlighted={target === attractionAnchor(attraction.id)}
                    action={
                      <>
                        <TicketButton
                          variant="outlined"
                          icon={false}
                          hiddenSuffix={text('attractions.more.learnMoreAbout', { title: attraction.title })}
                          attraction={attraction.title}
                        >
                          {text('attractions.more.learnMore')}
                        </TicketButton>
                        <LegendsOfPlace region={attraction.region} attractionId={attraction.id} />
                      </>
                    }
                  />
                )}
              </CardGrid>
            </Section>
          )}
          {filtering && attractions.length === 0 && all.length > 0 && (
            <Section title={text('attractions.noMatch.title')}>
              <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>{text('attractions.noMatch.body')}</Typography>
            </Section>
          )}
          {all.length === 0 && (
            <Section title={text('attractions.comingSoon.title')}>
              <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>{text('attractions.comingSoon.body')}</Typography>
              <Waitlist region={region} />
            </Section>
          )}
        </>
      )}

      {types.length > 0 && (
        <Section title={text('attractions.prices.title')} subtitle={text('attractions.prices.subtitle')}>
          <TicketTypesList region={region} columns={2} />
        </Section>
      )}

      <Box
        component="section"
        aria-labelledby="attractions-cta"
        sx={{ py: { xs: 8, md: 10 }, px: 2, textAlign: 'center', background: tokens.effects.sectionGradient }}
      >
        <Typography id="attractions-cta" variant="h2" sx={{ color: 'primary.light', mb: 4 }}>
          {text('attractions.cta.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <TicketButton variant="contained" size="large">
            {text('attractions.cta.buyTickets')}
          </TicketButton>
          <LinkButton to={paths.regionHome.getHref(region)} variant="outlined" size="large" startIcon={<ArrowBackIcon />}>
            {text('attractions.cta.home')}
          </LinkButton>
        </Box>
      </Box>
    </>
  );
}
