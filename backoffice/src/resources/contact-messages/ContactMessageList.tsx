import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Chip, Stack } from '@mui/material';
import {
  Button,
  DataTable,
  DateInput,
  SearchInput,
  SelectInput,
  ShowButton,
  SimpleList,
  useListContext,
  useNotify,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { formatDay } from '../blog-posts/dates';
import { CONTACT_TEXTS, contactNotice, subjectLabel, type ContactMessageRecord } from './contactTexts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar en nombre, email, asunto o mensaje" />,
  <SelectInput
    key="read"
    source="read"
    label="Estado"
    alwaysOn
    choices={[
      { id: 'false', name: 'No leídos' },
      { id: 'true', name: 'Leídos' },
    ]}
  />,
  <DateInput key="createdFrom" source="createdFrom" label="Desde" />,
  <DateInput key="createdTo" source="createdTo" label="Hasta" />,
];

export const ReadChip = ({ read }: { read: boolean }) =>
  read ? <Chip size="small" variant="outlined" label="Leído" /> : <Chip size="small" color="secondary" label="Nuevo" />;

/** 'Marcar como leído' on the selected rows (plain admins may do it too). */
const MarkReadButton = () => {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const unselectAll = useUnselectAll('contact-messages');
  const [updateMany, { isPending }] = useUpdateMany();
  // Without `returnPromise` the mutation never rejects: failures go to onError.
  const markRead = () => {
    void updateMany(
      'contact-messages',
      { ids: selectedIds, data: { read: true } },
      {
        onSuccess: () => {
          notify(contactNotice('markedRead'), { type: 'success', messageArgs: { smart_count: selectedIds.length } });
          unselectAll();
        },
        onError: () => notify(contactNotice('markFailed'), { type: 'error' }),
      },
    );
  };
  return (
    <Button label="Marcar como leído" onClick={markRead} disabled={isPending}>
      <MarkEmailReadOutlinedIcon />
    </Button>
  );
};

const unreadSx = (record: ContactMessageRecord) => ({ '& td': { fontWeight: record.read ? 400 : 700 } });

const Table = () => (
  <DataTable rowClick="show" rowSx={unreadSx} bulkActionButtons={<MarkReadButton />}>
    <DataTable.Col source="read" label="Estado" render={(record: ContactMessageRecord) => <ReadChip read={record.read} />} />
    <DataTable.Col source="name" />
    <DataTable.Col source="email" disableSort cellSx={() => ({ overflowWrap: 'anywhere' })} />
    <DataTable.Col source="subject" disableSort render={(record: ContactMessageRecord) => subjectLabel(record.subject)} />
    <DataTable.Col source="createdAt" render={(record: ContactMessageRecord) => formatDay(record.createdAt)} />
    {/* Rows open on click; the button is the keyboard's way in. */}
    <DataTable.Col label="Acciones" render={() => <ShowButton label="Abrir" />} />
  </DataTable>
);

/** Phones: sender, subject and date; unread ones in bold with their chip. */
const Compact = () => (
  <SimpleList<ContactMessageRecord>
    linkType="show"
    primaryText={(record) => (
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center', fontWeight: record.read ? 400 : 700 }}
      >
        <span>{record.name}</span>
        <ReadChip read={record.read} />
      </Stack>
    )}
    secondaryText={(record) => `${subjectLabel(record.subject)} · ${formatDay(record.createdAt)}`}
  />
);

/** The contact-form inbox: unread messages in bold, newest first. */
export const ContactMessageList = () => (
  <ResponsiveList
    title="Mensajes de contacto"
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    error={
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {CONTACT_TEXTS.loadFailed}
      </Alert>
    }
    compact={<Compact />}
  >
    <Table />
  </ResponsiveList>
);
