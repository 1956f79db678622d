import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import type { Schemas } from '@rutalia/api-contract';
import {
  CreateButton,
  DataTable,
  EditButton,
  FilterButton,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { BLOG_TEXTS } from './blogPostSave';
import { DeletePostButton } from './DeletePostButton';
import { formatDay } from './dates';

/** A record of `GET /api/admin/blog-posts` (the list carries no content). */
export type BlogPostRecord = Schemas['BlogPostAdminListItemDto'];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por título" />,
  <SelectInput
    key="published"
    source="published"
    label="Estado"
    choices={[
      { id: 'true', name: 'Publicado' },
      { id: 'false', name: 'Borrador' },
    ]}
  />,
  <TextInput key="tag" source="tag" label="Etiqueta" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="Nuevo post" />
  </TopToolbar>
);

export const StatusChip = ({ published }: { published: boolean }) =>
  published ? <Chip size="small" color="success" label="Publicado" /> : <Chip size="small" variant="outlined" label="Borrador" />;

/** Opens the public page in a new tab (published posts only). */
const ViewOnSite = () => {
  const record = useRecordContext<BlogPostRecord>();
  if (!record?.publicUrl) return null;
  const label = `Ver «${record.title}» en el blog (se abre en una pestaña nueva)`;
  return (
    <Tooltip title="Ver en el blog">
      <IconButton
        component="a"
        href={record.publicUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        size="small"
        onClick={(e) => e.stopPropagation()}
      >
        <OpenInNewIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const LoadError = () => (
  <Alert severity="error" role="alert" sx={{ m: 2 }}>
    {BLOG_TEXTS.loadFailed}
  </Alert>
);

const Table = () => (
  <DataTable rowClick="edit" bulkActionButtons={false}>
    <DataTable.Col
      source="title"
      cellSx={() => ({ minWidth: 220 })}
      render={(record: BlogPostRecord) => (
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {record.title}
          </Box>
          {record.tags.length ? (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem', mt: 0.25 }}>
              {record.tags.join(' · ')}
            </Box>
          ) : null}
        </>
      )}
    />
    <DataTable.Col source="published" label="Estado" render={(record: BlogPostRecord) => <StatusChip published={record.published} />} />
    <DataTable.Col source="authorName" disableSort />
    <DataTable.Col source="publishedAt" render={(record: BlogPostRecord) => formatDay(record.publishedAt)} />
    <DataTable.Col source="updatedAt" render={(record: BlogPostRecord) => formatDay(record.updatedAt)} />
    <DataTable.Col
      label="Acciones"
      render={() => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
          <ViewOnSite />
          <EditButton />
          <DeletePostButton />
        </Stack>
      )}
    />
  </DataTable>
);

/** Phones: one line per post (title, state, date); editing and deleting from the form. */
const Compact = () => (
  <SimpleList<BlogPostRecord>
    linkType="edit"
    primaryText={(record) => record.title}
    secondaryText={(record) => `${record.published ? 'Publicado' : 'Borrador'} · ${formatDay(record.updatedAt)}`}
  />
);

/** Blog admin (spec 2): drafts and published posts, newest first. */
export const BlogPostList = () => (
  <ResponsiveList
    title="Blog"
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    error={<LoadError />}
    compact={<Compact />}
  >
    <Table />
  </ResponsiveList>
);
