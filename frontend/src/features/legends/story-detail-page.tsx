import {
  ArrowBack as ArrowBackIcon,
  ConfirmationNumber as ConfirmationNumberIcon,
  Facebook as FacebookIcon,
  Link as LinkIcon,
  Visibility as VisibilityIcon,
  X as XIcon,
} from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths, type RegionSlug } from '../../config/paths';
import { tokens } from '../../theme/tokens';
import { useSiteOrigin } from '../../components/layout/site-origin';
import { StoryCategoryIcon } from '../../components/stories/story-category-icon';
import { StoryImage } from '../../components/stories/story-image';
import { STORY_CATEGORY_TEXT } from '../../components/stories/story-words';
import { useBlogFindBySlugQuery, type BlogPostResponseDto as Story } from '../../api/generated-public';
import { PageMarkdown } from '../../components/stories/page-markdown';
import { useCopyWithToast } from '../../components/toast/use-copy-with-toast';
import { useCurrentRegion } from '../../lib/use-current-region';
import { SCREEN_WIDE_IMAGE_SIZES } from '../../lib/responsive-image';
import { facebookShareUrl, twitterShareUrl } from './share-links';
import { useTicketsLink } from '../../components/tickets/use-tickets-link';
import { useRegion, useRegionArea } from '../../components/regions/use-region';
import { StoryFacts, StoryFactsLine } from '../../components/stories/story-facts';
import { SkeletonLines } from '../../components/skeletons/skeleton-lines';
import { InspiringAttraction } from './inspiring-attraction';
import { NotFoundPanel } from '../../components/layout/not-found-panel';
import { useText } from '../../i18n/text';

/** Back through the browser history; straight to the list when the story was opened directly. */
export function useBack(region: RegionSlug) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(paths.legends.getHref(region)) : navigate(-1));
}

function ShareBar({ story }: { story: Story }) {
  const url = `${useSiteOrigin()}${paths.legend.getHref(story.region, story.slug)}`;
  const text = useText();
  const copy = useCopyWithToast(
    { title: text('stories.share.copied.title'), description: text('stories.share.copied.description') },
    { title: text('stories.share.failed.title'), description: text('stories.share.failed.description') },
  );
  const networks = [
    { name: 'Facebook', href: facebookShareUrl(url), icon: <FacebookIcon /> },
    { name: 'Twitter', href: twitterShareUrl(url, story.title), icon: <XIcon /> },
  ];
  const iconSx = {
    border: '1px solid rgba(255,255,255,0.25)',
    color: 'text.primary',
    '&:hover': { color: 'primary.light', borderColor: 'primary.main' },
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 600, mr: 0.5 }}>
        {text('stories.share.label')}
      </Typography>
      {networks.map(({ name, href, icon }) => (
        <IconButton
          key={name}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text('stories.share.on', { network: name })}
          sx={iconSx}
        >
          {icon}
        </IconButton>
      ))}
      <IconButton onClick={() => void copy(url)} aria-label={text('stories.share.copy')} sx={iconSx}>
        <LinkIcon />
      </IconButton>
    </Box>
  );
}

export function NotFound({ onBack }: { onBack: () => void }) {
  const text = useText();
  return (
    <NotFoundPanel
      title={text('stories.notFound.title')}
      action={
        <Button variant="contained" size="large" onClick={onBack} startIcon={<ArrowBackIcon />}>
          {text('stories.notFound.back')}
        </Button>
      }
    >
      {text('stories.notFound.body')}
    </NotFoundPanel>
  );
}

function DetailSkeleton() {
  const text = useText();
  return (
    <Box role="status" aria-label={text('stories.story.loading')}>
      <Skeleton variant="rectangular" sx={{ height: { xs: 260, md: 460 } }} />
      <Container maxWidth="md" sx={{ py: 4 }}>
        <SkeletonLines lines={[{ width: 160, height: 32 }, { height: 72 }, {}, {}, { width: '70%' }]} />
      </Container>
    </Box>
  );
}

/** docs/product.md §2: story detail with share buttons, views, content and the region's call to action. */
export function StoryDetailPage() {
  const region = useCurrentRegion();
  const { slug = '' } = useParams();
  const { data: story, error, isLoading, refetch } = useBlogFindBySlugQuery(slug);
  const back = useBack(region);
  const text = useText();

  if (isLoading) return <DetailSkeleton />;
  if (error && 'status' in error && error.status !== 404) {
    return (
      <Container maxWidth="sm" sx={{ py: 16, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" sx={{ color: 'primary.light' }}>
          {text('stories.story.error.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', my: 3 }}>{text('stories.story.error.body')}</Typography>
        <Button variant="contained" onClick={() => void refetch()}>
          {text('stories.story.error.retry')}
        </Button>
      </Container>
    );
  }
  if (!story || story.region !== region) return <NotFound onBack={back} />;
  return <StoryArticle story={story} onBack={back} />;
}

/** The story as its page shows it (the preview page shows the same). */
export function StoryArticle({ story, onBack }: { story: Story; onBack: () => void }) {
  const ticketsLink = useTicketsLink();
  const openingLine = useRegion(story.region)?.openingLine;
  const area = useRegionArea(story.region);
  const text = useText();
  return (
    <article>
      <Box sx={{ position: 'relative', height: { xs: 300, sm: 380, md: 520 }, overflow: 'hidden' }}>
        <StoryImage
          story={story}
          sizes={SCREEN_WIDE_IMAGE_SIZES}
          priority
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'linear-gradient(180deg, rgba(10,10,10,0.3) 0%, rgba(10,10,10,0.5) 50%, #0a0a0a 100%)',
          }}
        />
        <Container maxWidth="md" sx={{ position: 'absolute', top: 16, left: 0, right: 0 }}>
          <Button
            onClick={onBack}
            startIcon={<ArrowBackIcon />}
            sx={{ bgcolor: 'rgba(0,0,0,0.65)', color: 'text.primary', '&:hover': { bgcolor: 'rgba(0,0,0,0.85)' } }}
          >
            {text('stories.story.back')}
          </Button>
        </Container>
      </Box>

      <Container maxWidth="md" sx={{ mt: { xs: -10, md: -16 }, position: 'relative', pb: { xs: 8, md: 12 } }}>
        <StoryFactsLine iconSize={18} sx={{ gap: 1.5, alignItems: 'center' }}>
          <Chip
            color="primary"
            icon={<StoryCategoryIcon category={story.category} />}
            label={text(STORY_CATEGORY_TEXT[story.category])}
            sx={{ fontWeight: 700 }}
          />
          <StoryFacts story={story} />
        </StoryFactsLine>
        <Typography
          variant="h1"
          sx={{ mt: 2, color: 'primary.light', textShadow: tokens.effects.textShadow, fontSize: 'clamp(2.2rem, 7vw, 4rem)' }}
        >
          {story.title}
        </Typography>
        <Typography
          sx={{ mt: 2, fontSize: { xs: '1.15rem', md: '1.35rem' }, color: 'text.secondary', fontStyle: 'italic', lineHeight: 1.6 }}
        >
          {story.excerpt}
        </Typography>

        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            my: 4,
            py: 2,
            borderTop: tokens.effects.cardBorder,
            borderBottom: tokens.effects.cardBorder,
          }}
        >
          <ShareBar story={story} />
          <Typography sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <VisibilityIcon aria-hidden="true" fontSize="small" />
            {text('stories.views', { count: story.views })}
          </Typography>
        </Box>

        <PageMarkdown content={story.content} />
        <InspiringAttraction story={story} />

        <Divider sx={{ my: 6 }} />
        <Box
          component="aside"
          aria-labelledby="story-cta"
          sx={{
            textAlign: 'center',
            p: { xs: 3, md: 5 },
            borderRadius: 2,
            border: tokens.effects.cardBorder,
            background: 'radial-gradient(ellipse at center, rgba(214,40,40,0.22) 0%, #141414 75%)',
          }}
        >
          <Typography id="story-cta" component="h2" variant="h3" sx={{ color: 'primary.light' }}>
            {text('stories.cta.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 2, mb: 3 }}>{text('stories.cta.body', { area })}</Typography>
          {ticketsLink ? (
            <Button {...ticketsLink} variant="contained" size="large" startIcon={<ConfirmationNumberIcon />}>
              {text('stories.cta.buyTickets')}
            </Button>
          ) : (
            <Typography sx={{ color: 'secondary.light', fontWeight: 700 }}>{openingLine}</Typography>
          )}
        </Box>
      </Container>
    </article>
  );
}
