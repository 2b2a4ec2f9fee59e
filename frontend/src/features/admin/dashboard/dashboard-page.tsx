import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  useBlogListQuery,
  type BlogPostSummaryDto as BlogPost,
  type ContactSubmissionResponseDto as ContactSubmission,
} from '../../../api/generated-public';
import { useContactListQuery } from '../../../api/staff-api';
import { BlogStats, StatusBadge } from '../shared/blog-stats';
import { RegionName } from '../shared/region-choices';
import { LoadFailure, type ScreenRead } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { useMember } from '../shared/use-member';
import { FailedMailPanel } from './failed-mail-panel';
import { SetupChecklistPanel } from './setup-checklist-panel';

/** The latest few of a list, newest first. */
const RECENT = { limit: 5, offset: 0 };
const SKELETONS = 3;

function Panel({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function LoadingRows() {
  return (
    <List>
      {Array.from({ length: SKELETONS }, (_, i) => (
        <ListItem key={i} data-testid="dashboard-skeleton">
          <ListItemAvatar>
            <Skeleton variant="rounded" width={48} height={48} />
          </ListItemAvatar>
          <ListItemText primary={<Skeleton width="60%" />} secondary={<Skeleton width="40%" />} />
        </ListItem>
      ))}
    </List>
  );
}

/** One item of a recent-items panel: its picture, what it is, a line about it, and its status if it has one. */
interface RecentEntry {
  avatar: ReactNode;
  primary: ReactNode;
  secondary: ReactNode;
  /** At the right end of the item, e.g. Published or Draft. */
  status?: ReactNode;
  /** The line about it runs to several lines: the picture stays at the top. */
  multiline?: boolean;
}

/** What a recent-items panel says: its title, its link to the whole list, and its empty text. */
interface RecentPanel {
  /** The list is named after it, in sentence case ('Recent blog posts'). */
  title: string;
  link: { to: string; label: string };
  empty: string;
}

interface RecentListProps<Item> {
  panel: RecentPanel;
  query: ScreenRead & { data?: { items: Item[] }; isLoading: boolean };
  entry: (item: Item) => RecentEntry;
}

/** A panel with the latest few items of an admin list and a link to the whole list. */
function RecentList<Item extends { id: number }>({ panel: { title, link, empty }, query, entry }: RecentListProps<Item>) {
  const { data, isLoading } = query;
  return (
    <Panel
      title={title}
      action={
        <Button component={RouterLink} to={link.to} size="small">
          {link.label}
        </Button>
      }
    >
      {isLoading && <LoadingRows />}
      <LoadFailure query={query} />
      {data && data.items.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      <List aria-label={title.charAt(0) + title.slice(1).toLowerCase()}>
        {data?.items.map((item) => {
          const { avatar, primary, secondary, status, multiline } = entry(item);
          return (
            <ListItem
              key={item.id}
              secondaryAction={status}
              alignItems={multiline ? 'flex-start' : 'center'}
              sx={status ? { pr: 12 } : undefined}
            >
              <ListItemAvatar>{avatar}</ListItemAvatar>
              <ListItemText primary={primary} secondary={secondary} />
            </ListItem>
          );
        })}
      </List>
    </Panel>
  );
}

function postEntry(post: BlogPost): RecentEntry {
  return {
    avatar: <Avatar variant="rounded" src={post.image ?? undefined} alt="" sx={{ width: 48, height: 48, mr: 1.5 }} />,
    primary: post.title,
    secondary: (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <RegionName region={post.region} />
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <VisibilityIcon sx={{ fontSize: 14 }} aria-hidden /> {post.views.toLocaleString()} views
        </Box>
      </Box>
    ),
    status: <StatusBadge post={post} />,
  };
}

function messageEntry(message: ContactSubmission): RecentEntry {
  return {
    avatar: (
      <Avatar sx={{ bgcolor: message.read ? 'action.selected' : 'primary.dark' }}>
        <MailOutlineIcon />
      </Avatar>
    ),
    primary: (
      <>
        {message.name} · <RegionName region={message.region} />
      </>
    ),
    secondary: message.message.length > 120 ? `${message.message.slice(0, 120)}…` : message.message,
    multiline: true,
  };
}

const RECENT_POSTS: RecentPanel = {
  title: 'Recent Blog Posts',
  link: { to: paths.admin.blog.getHref(), label: 'View all' },
  empty: 'No blog posts yet. Create your first dark legend!',
};

const RECENT_MESSAGES: RecentPanel = {
  title: 'Recent Contact Messages',
  link: { to: paths.admin.contact.getHref(), label: 'Open inbox' },
  empty: 'No contact messages yet',
};

/** The overview shows the panels of what the member's role includes. */
export function DashboardPage() {
  const { may } = useMember();
  const posts = useBlogListQuery(RECENT, { skip: !may('stories') });
  const messages = useContactListQuery(RECENT, { skip: !may('contact') });
  return (
    <>
      <PageHeader title="DASHBOARD" subtitle="Welcome back. Here is what is happening at the park." />
      {may('settings') && <SetupChecklistPanel />}
      {may('mail-outbox') && <FailedMailPanel />}
      {may('stories') && <BlogStats />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {may('stories') && <RecentList panel={RECENT_POSTS} query={posts} entry={postEntry} />}
        {may('contact') && <RecentList panel={RECENT_MESSAGES} query={messages} entry={messageEntry} />}
      </Box>
    </>
  );
}
