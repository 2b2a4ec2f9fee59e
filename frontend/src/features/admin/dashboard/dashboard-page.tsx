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
import { useBlogListQuery, useContactListQuery } from '../../../api/generated';
import { BlogStats, StatusBadge } from '../blog/blog-stats';
import { REGION_LABELS } from '../../../config/labels';
import { PageHeader } from '../shared/page-header';

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

interface RecentListProps<Item> {
  /** The panel's title; the list is named after it, in sentence case ('Recent blog posts'). */
  title: string;
  link: { to: string; label: string };
  query: { data?: { items: Item[] }; isLoading: boolean; isError: boolean };
  loadError: string;
  empty: string;
  children: (item: Item) => ReactNode;
}

/** A panel with the latest few items of an admin list and a link to the whole list. */
function RecentList<Item>({ title, link, query: { data, isLoading, isError }, loadError, empty, children }: RecentListProps<Item>) {
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
      {isError && <Typography color="error">{loadError}</Typography>}
      {data && data.items.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      <List aria-label={title.charAt(0) + title.slice(1).toLowerCase()}>{data?.items.map((item) => children(item))}</List>
    </Panel>
  );
}

function RecentPosts() {
  const query = useBlogListQuery(RECENT);
  return (
    <RecentList
      title="Recent Blog Posts"
      link={{ to: paths.admin.blog.getHref(), label: 'View all' }}
      query={query}
      loadError="The stories could not be loaded."
      empty="No blog posts yet. Create your first dark legend!"
    >
      {(post) => (
        <ListItem key={post.id} secondaryAction={<StatusBadge published={post.published} />} sx={{ pr: 12 }}>
          <ListItemAvatar>
            <Avatar variant="rounded" src={post.image ?? undefined} alt="" sx={{ width: 48, height: 48, mr: 1.5 }} />
          </ListItemAvatar>
          <ListItemText
            primary={post.title}
            secondary={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {REGION_LABELS[post.region] ?? post.region}
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <VisibilityIcon sx={{ fontSize: 14 }} aria-hidden /> {post.views.toLocaleString()} views
                </Box>
              </Box>
            }
          />
        </ListItem>
      )}
    </RecentList>
  );
}

function RecentMessages() {
  const query = useContactListQuery(RECENT);
  return (
    <RecentList
      title="Recent Contact Messages"
      link={{ to: paths.admin.contact.getHref(), label: 'Open inbox' }}
      query={query}
      loadError="The contact messages could not be loaded."
      empty="No contact messages yet"
    >
      {(message) => (
        <ListItem key={message.id} alignItems="flex-start">
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: message.read ? 'action.selected' : 'primary.dark' }}>
              <MailOutlineIcon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={`${message.name} · ${REGION_LABELS[message.region] ?? message.region}`}
            secondary={message.message.length > 120 ? `${message.message.slice(0, 120)}…` : message.message}
          />
        </ListItem>
      )}
    </RecentList>
  );
}

export function DashboardPage() {
  return (
    <>
      <PageHeader title="DASHBOARD" subtitle="Welcome back. Here is what is happening at the park." />
      <BlogStats />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <RecentPosts />
        <RecentMessages />
      </Box>
    </>
  );
}
