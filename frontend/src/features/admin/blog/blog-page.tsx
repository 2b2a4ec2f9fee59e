import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useConfirm } from '../shared/confirm-context';
import { FilterSelect } from '../shared/filter-select';
import { RegionFilter, RegionName } from '../shared/region-choices';
import { optionsFrom } from '../shared/form-fields';
import {
  useBlogFindBySlugQuery,
  useBlogListQuery,
  type BlogPostSummaryDto as BlogPostSummary,
  type RegionKey as Region,
  type StoryCategory,
} from '../../../api/generated-public';
import { useBlogRemoveMutation } from '../../../api/staff-api';
import { STORY_CATEGORY_LABELS } from '../../../config/labels';
import { AddButton, PageHeader } from '../shared/page-header';
import { ResponsiveTable, type Column } from '../shared/responsive-table';
import { DeleteButton, EditButton } from '../shared/row-actions';
import { SearchField } from '../shared/search-field';
import { TablePanel } from '../shared/table-panel';
import { NotGuarded } from '../shared/unsaved-changes';
import { useApiToasts } from '../shared/use-api-toasts';
import { useFilter } from '../shared/use-filter';
import { usePage } from '../shared/use-page';
import { useSearch } from '../shared/use-search';
import { BlogStats, StatusBadge } from '../shared/blog-stats';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES_IN_ENGLISH } from '../../../i18n/languages';
import { BlogForm } from './blog-form';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; post: BlogPostSummary };
type StatusFilter = '' | 'published' | 'draft';
/** docs/product.md §2 (blog management): Title, Region, Category, Status, Views, then the actions. */
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
  {
    header: 'Region',
    cell: (post) => (
      <>
        <RegionName region={post.region} />
        {post.language !== DEFAULT_LANGUAGE && ` · ${LANGUAGE_NAMES_IN_ENGLISH[post.language]}`}
      </>
    ),
  },
  { header: 'Category', cell: (post) => STORY_CATEGORY_LABELS[post.category] ?? post.category },
  { header: 'Status', cell: (post) => <StatusBadge post={post} /> },
  { header: 'Views', align: 'right', cell: (post) => post.views.toLocaleString() },
];
const CATEGORY_OPTIONS = optionsFrom(STORY_CATEGORY_LABELS);
const STATUS_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

export function BlogPage() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const close = useCallback(() => setMode({ kind: 'list' }), []);
  // The editor keeps what is typed as the story's working copy (autosave.tsx), so leaving it loses nothing.
  if (mode.kind === 'create')
    return (
      <NotGuarded>
        <BlogForm key="new" onClose={close} />
      </NotGuarded>
    );
  if (mode.kind === 'edit')
    return (
      <NotGuarded>
        <BlogEditor key={mode.post.id} summary={mode.post} onClose={close} />
      </NotGuarded>
    );
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
  const region = useFilter<Region | ''>('', page.reset);
  const category = useFilter<StoryCategory | ''>('', page.reset);
  const status = useFilter<StatusFilter>('', page.reset);
  const query = useBlogListQuery({
    limit: page.limit,
    offset: page.offset,
    region: region.value || undefined,
    category: category.value || undefined,
    published: status.value === '' ? undefined : status.value === 'published',
    search,
  });
  const [remove] = useBlogRemoveMutation();
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();
  const filtered = Boolean(region.value || category.value || status.value || search);

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
        actions={<AddButton onClick={onCreate}>Create New Story</AddButton>}
      />
      <BlogStats />
      <TablePanel
        heading={
          <Typography variant="h5" component="h2" sx={{ fontFamily: 'h1.fontFamily' }}>
            ALL STORIES
          </Typography>
        }
        filters={
          <>
            <SearchField label="Search stories" onSearch={onSearch} />
            <RegionFilter {...region} />
            <FilterSelect label="Category" allLabel="All Categories" options={CATEGORY_OPTIONS} {...category} />
            <FilterSelect label="Status" allLabel="All Status" options={STATUS_OPTIONS} {...status} minWidth={140} />
          </>
        }
        query={query}
        page={page}
        empty={filtered ? 'No stories match these filters.' : 'No blog posts yet. Create your first dark legend!'}
      >
        <ResponsiveTable
          label="All stories"
          columns={COLUMNS}
          rows={query.data?.items}
          rowKey={(post) => post.id}
          loading={query.isLoading}
          busy={query.isFetching}
          skeletonTestId="blog-skeleton-row"
          actions={{
            header: 'Actions',
            render: (post) => (
              <>
                <EditButton label={`Edit ${post.title}`} onClick={() => onEdit(post)} />
                <DeleteButton label={`Delete ${post.title}`} onClick={() => onDelete(post)} />
              </>
            ),
          }}
        />
      </TablePanel>
    </>
  );
}
