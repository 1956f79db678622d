import BlockIcon from '@mui/icons-material/Block';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, usePermissions, useRecordContext } from 'react-admin';

import type { BackofficePermissions } from '../../authProvider';
import { SuspendDialog } from './SuspendDialog';
import { useModeration } from './useModeration';
import { USER_TEXT, type AdminUser } from './userTexts';

/**
 * Suspender (with a reason) for active accounts and Reactivar for the others; super admins only,
 * and never on their own account (the API refuses both too).
 */
export const UserActions = () => {
  const record = useRecordContext<AdminUser>();
  const { permissions } = usePermissions<BackofficePermissions>();
  const { identity } = useGetIdentity();
  const [suspending, setSuspending] = useState(false);
  const suspend = useModeration<AdminUser>({
    resource: 'users',
    action: 'suspend',
    success: USER_TEXT.suspended,
    failure: USER_TEXT.suspendFailed,
    onDone: () => setSuspending(false),
  });
  const reactivate = useModeration<AdminUser>({
    resource: 'users',
    action: 'reactivate',
    success: USER_TEXT.reactivated,
    failure: USER_TEXT.reactivateFailed,
  });

  if (!record || permissions !== 'super_admin' || identity?.id === record.id) return null;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.status === 'active' ? (
        <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setSuspending(true)}>
          Suspender
        </Button>
      ) : (
        <Button
          variant="contained"
          startIcon={<PlayCircleOutlineIcon />}
          onClick={() => reactivate.mutate({ id: record.id })}
          loading={reactivate.isPending}
        >
          Reactivar
        </Button>
      )}
      {suspending && (
        <SuspendDialog
          open
          subject={`a ${record.fullName} (${record.email}): no podrá usar su cuenta y se cerrarán sus sesiones`}
          loading={suspend.isPending}
          onConfirm={(reason) => suspend.mutate({ id: record.id, body: { reason } })}
          onClose={() => setSuspending(false)}
        />
      )}
    </Stack>
  );
};
