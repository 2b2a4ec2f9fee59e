import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useConfirm } from '../shared/confirm-context';
import { EmptyState } from '../shared/empty-state';
import { FilterSelect } from '../shared/filter-select';
import { optionsFrom } from '../shared/form-fields';
import {
  useBlogFindBySlugQuery,
  useBlogListQuery,
  useBlogRemoveMutation,
  type BlogPostSummaryDto as BlogPostSummary,
  type Region,
  type StoryCategory,
} from '../../../api/generated';
import { REGION_LABELS, STORY_CATEGORY_LABELS } from '../../../config/labels';
import { ListPagination } from '../shared/list-pagination';
import { PageHeader } from '../shared/page-header';
import { ResponsiveTable, type Column } from '../shared/responsive-table';
import { SearchField } from '../shared/search-field';
import { useApiToasts } from '../shared/use-api-toasts';
import { usePage } from '../shared/use-page';
import { useSearch } from '../shared/use-search';
import { BlogStats, StatusBadge } from './blog-stats';
import { BlogForm } from './blog-form';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; post: BlogPostSummary };
type StatusFilter = '' | 'published' | 'draft';
/** SPEC.md section 5: Title, Region, Category, Status, Views, then the actions. */
const COLUMNS: readonly Column<BlogPostSummary>[] = [
  {
    header: 'Title',
    sx: { minWidth: 220 },
    cell: (post) => (
      <>
        <Typography sx={{ fontWeight: 600 }}>{post.title}</Typography>
        <Typography variant="caption" color="text.secondary">
          /{post.slug}
        </Typography>
      </>
    ),
  },
  { header: 'Region', cell: (post) => REGION_LABELS[post.region] ?? post.region },
  { header: 'Category', cell: (post) => STORY_CATEGORY_LABELS[post.category] ?? post.category },
  { header: 'Status', cell: (post) => <StatusBadge published={post.published} /> },
  { header: 'Views', align: 'right', cell: (post) => post.views.toLocaleString() },
];
const STATUS_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

export function BlogPage() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const close = useCallback(() => setMode({ kind: 'list' }), []);
  if (mode.kind === 'create') return <BlogForm key="new" onClose={close} />;
  if (mode.kind === 'edit') return <BlogEditor key={mode.post.id} summary={mode.post} onClose={close} />;
  return <BlogList onCreate={() => setMode({ kind: 'create' })} onEdit={(post) => setMode({ kind: 'edit', post })} />;
}

/** List items carry no content, so the form waits for the full story (an admin's read counts no view). */
function BlogEditor({ summary, onClose }: { summary: BlogPostSummary; onClose: () => void }) {
  const { data, error } = useBlogFindBySlugQuery(summary.slug, { refetchOnMountOrArgChange: true });
  const { failure } = useApiToasts();
  useEffect(() => {
    if (!error) return;
    failure('Error loading story', error, `The story "${summary.title}" could not be loaded.`);
    onClose();
  }, [error, failure, onClose, summary.title]);
  if (!data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
        <CircularProgress size={24} />
        <Typography>Loading story...</Typography>
      </Box>
    );
  }
  return <BlogForm post={data} onClose={onClose} />;
}

function BlogList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (post: BlogPostSummary) => void }) {
  const page = usePage(20);
  const { search, onSearch } = useSearch(page.reset);
  const [region, setRegion] = useState<Region | ''>('');
  const [category, setCategory] = useState<StoryCategory | ''>('');
  const [status, setStatus] = useState<StatusFilter>('');
  const { data, isLoading, isFetching, isError } = useBlogListQuery({
    limit: page.limit,
    offset: page.offset,
    region: region || undefined,
    category: category || undefined,
    published: status === '' ? undefined : status === 'published',
    search,
  });
  const [remove] = useBlogRemoveMutation();
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();
  const filtered = Boolean(region || category || status || search);

  const onDelete = async (post: BlogPostSummary) => {
    if (!(await confirm({ title: 'Delete story', message: 'Are you sure you want to delete this blog post?' }))) return;
    const result = await remove(post.id);
    if (result.error) failure('Error deleting post', result.error, 'Failed to delete the blog post.');
    else success('Blog post deleted', 'The blog post has been successfully deleted.');
  };

  return (
    <>
      <PageHeader
        title="BLOG MANAGEMENT"
        subtitle="Dark Legends of New York and Florida"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            Create New Story
          </Button>
        }
      />
      <BlogStats />
      <Paper variant="outlined">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Typography variant="h5" component="h2" sx={{ fontFamily: 'h1.fontFamily' }}>
            ALL STORIES
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <SearchField label="Search stories" onSearch={onSearch} />
            <FilterSelect
              label="Region"
              allLabel="All Regions"
              options={optionsFrom(REGION_LABELS)}
              value={region}
              onChange={(next) => {
                setRegion(next);
                page.reset();
              }}
            />
            <FilterSelect
              label="Category"
              allLabel="All Categories"
              options={optionsFrom(STORY_CATEGORY_LABELS)}
              value={category}
              onChange={(next) => {
                setCategory(next);
                page.reset();
              }}
            />
            <FilterSelect
              label="Status"
              allLabel="All Status"
              options={STATUS_OPTIONS}
              value={status}
              onChange={(next) => {
                setStatus(next);
                page.reset();
              }}
              minWidth={140}
            />
          </Stack>
        </Stack>
        {isError && (
          <Typography color="error" sx={{ px: 2, pb: 2 }}>
            The stories could not be loaded.
          </Typography>
        )}
        {!isLoading && !isError && data?.total === 0 ? (
          <EmptyState bare>{filtered ? 'No stories match these filters.' : 'No blog posts yet. Create your first dark legend!'}</EmptyState>
        ) : (
          <ResponsiveTable
            label="All stories"
            columns={COLUMNS}
            rows={data?.items}
            rowKey={(post) => post.id}
            loading={isLoading}
            busy={isFetching}
            skeletonTestId="blog-skeleton-row"
            actions={{
              header: 'Actions',
              render: (post) => (
                <>
                  <Tooltip title="Edit">
                    <IconButton aria-label={`Edit ${post.title}`} onClick={() => onEdit(post)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton aria-label={`Delete ${post.title}`} color="error" onClick={() => onDelete(post)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </>
              ),
            }}
          />
        )}
        <ListPagination state={page} total={data?.total ?? 0} />
      </Paper>
    </>
  );
}
