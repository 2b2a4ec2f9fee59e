import ArticleIcon from '@mui/icons-material/Article';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import { StatCard, StatGrid } from './stat-card';
import { useRegionsListQuery, type BlogPostSummaryDto } from '../../../api/generated-public';
import { useBlogStatsQuery } from '../../../api/staff-api';
import { formatZoned } from '../../../lib/zoned-time';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';

/**
 * Total Stories, a card per region of the table in its order ("NY Stories" by the region's state code, else its name:
 * "Texas Stories"; one without stories as 0) and Total Views (the sum of every story's views).
 */
export function BlogStats() {
  const { data, isLoading } = useBlogStatsQuery();
  const regions = useRegionsListQuery().data?.items ?? [];
  const shortName = (key: string, name: string) => regions.find((region) => region.key === key)?.stateCode || name;
  // While the counts load, a card per region the site has holds their place.
  const regionCards = data?.byRegion ?? regions.map(({ key, name }) => ({ region: key, name, count: 0 }));
  return (
    <StatGrid>
      <StatCard label="Total Stories" value={data?.total ?? 0} icon={<ArticleIcon fontSize="inherit" />} loading={isLoading} />
      {regionCards.map(({ region, name, count }) => (
        <StatCard
          key={region}
          label={`${shortName(region, name)} Stories`}
          value={count}
          icon={<LocationCityIcon fontSize="inherit" />}
          loading={isLoading}
        />
      ))}
      <StatCard
        label="Total Views"
        value={(data?.totalViews ?? 0).toLocaleString()}
        icon={<VisibilityIcon fontSize="inherit" />}
        loading={isLoading}
      />
    </StatGrid>
  );
}

/** Published, Scheduled with the time it goes live (on its region's clock), or Draft. */
export function StatusBadge({ post }: { post: Pick<BlogPostSummaryDto, 'published' | 'publishAt' | 'region'> }) {
  const timeZoneOf = useRegionTimeZone();
  if (post.published) return <Chip size="small" color="success" label="Published" />;
  if (post.publishAt)
    return (
      <Chip size="small" color="info" variant="outlined" label={`Scheduled · ${formatZoned(post.publishAt, timeZoneOf(post.region))}`} />
    );
  return <Chip size="small" variant="outlined" label="Draft" />;
}
