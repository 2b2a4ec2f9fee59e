import Box from '@mui/material/Box';
import { PageHeader } from '../../components/layout/page-header';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { tokens } from '../../theme/tokens';
import { CardGridSkeleton, gridSx } from '../../components/skeletons/card-grid-skeleton';
import { StoryCard } from '../../components/stories/story-card';
import { useStoryPagesInfiniteQuery } from '../../api/enhanced-api';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';
import { parseFilter, STORY_FILTERS, type StoryFilter } from './story-filters';
import { Ghost as GhostIcon } from '../../components/icons/site-icons';
import { regionArea } from '../../lib/regions';
import { useRegion } from '../../components/regions/use-region';
import { usePageLanguage, useText } from '../../i18n/text';

/** docs/product.md §2: filters, featured first story, six skeletons, empty state and "Load More Stories" (next page by cursor). */
export function StoryListPage() {
  const region = useCurrentRegion();
  const regions = useRegionList();
  const open = useRegion(region)?.status === 'open';
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('category'));
  const query = useStoryPagesInfiniteQuery({ region, language: usePageLanguage(), category: filter === 'all' ? undefined : filter });
  const stories = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const [first, ...rest] = stories;
  const text = useText();
  const area = regionArea(regions, region);

  const choose = (next: StoryFilter) => {
    setParams(next === 'all' ? {} : { category: next }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHeader title={text('stories.list.title')} subtitle={text('stories.list.subtitle', { area })} />

      <Container maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
        <Box
          role="group"
          aria-label={text('stories.list.filters')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: { xs: 4, md: 6 } }}
        >
          {STORY_FILTERS.map((option) => {
            const active = option.id === filter;
            return (
              <Button
                key={option.id}
                data-filter={option.id}
                aria-pressed={active}
                variant={active ? 'contained' : 'outlined'}
                onClick={() => choose(option.id)}
                sx={{
                  borderRadius: 99,
                  px: 2.5,
                  ...(active ? { boxShadow: tokens.effects.bloodGlow } : { color: 'text.primary', borderColor: 'rgba(255,255,255,0.25)' }),
                }}
              >
                {text(option.label)}
              </Button>
            );
          })}
        </Box>

        {query.isLoading || (query.isFetching && !query.isFetchingNextPage && stories.length === 0) ? (
          <CardGridSkeleton count={6} label={text('stories.list.loading')} />
        ) : stories.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 10 }}>
            <GhostIcon aria-hidden="true" sx={{ fontSize: '3.5rem', color: 'primary.light' }} />
            <Typography component="h2" variant="h2" sx={{ color: 'primary.light', mt: 2 }}>
              {text('stories.list.empty.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 2 }}>
              {!open ? text('stories.list.empty.notOpen', { area }) : text('stories.list.empty.category')}
            </Typography>
          </Box>
        ) : (
          <>
            <Box
              component="ul"
              aria-label={text('stories.list.label')}
              aria-busy={query.isFetching && !query.isFetchingNextPage}
              sx={{
                ...gridSx,
                listStyle: 'none',
                p: 0,
                m: 0,
                opacity: query.isFetching && !query.isFetchingNextPage ? 0.6 : 1,
                transition: 'opacity 0.2s',
              }}
            >
              <Box component="li" sx={{ gridColumn: '1 / -1' }}>
                <StoryCard story={first} featured priority headingLevel="h2" />
              </Box>
              {rest.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} headingLevel="h2" />
                </li>
              ))}
            </Box>
            <Box sx={{ textAlign: 'center', mt: 6 }}>
              <Button
                variant="outlined"
                size="large"
                onClick={() => void query.fetchNextPage()}
                disabled={!query.hasNextPage || query.isFetchingNextPage}
                startIcon={query.isFetchingNextPage ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ px: 4 }}
              >
                {text('stories.list.loadMore')}
              </Button>
              <Typography role="status" sx={{ mt: 1.5, color: 'text.secondary', fontSize: '0.9rem' }}>
                {text('stories.list.showing', { shown: stories.length, total })}
              </Typography>
            </Box>
          </>
        )}
      </Container>
    </>
  );
}
