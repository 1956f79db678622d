import BlockIcon from '@mui/icons-material/Block';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link, usePermissions, useRecordContext } from 'react-admin';

import type { BackofficePermissions } from '../../authProvider';
import { SuspendDialog } from '../users/SuspendDialog';
import { useModeration } from '../users/useModeration';
import { COMPANY_TEXT, type AdminCompany, type AdminCompanyDetail } from './companyTexts';
import { PaymentButton } from './PaymentDialog';

/**
 * The super admin's moderation buttons on a company, each only where it applies: Suspender
 * (with a reason) while not suspended, Reactivar while not active, the payment status and its
 * Documentos (issue 20: «Verificada» comes from an approved CIF there, never from a button here).
 * Plain admins see none (the API refuses them too).
 */
export const CompanyActions = () => {
  const record = useRecordContext<AdminCompany>();
  const { permissions } = usePermissions<BackofficePermissions>();
  const [suspending, setSuspending] = useState(false);
  const common = { resource: 'companies' as const };
  const suspend = useModeration<AdminCompanyDetail>({
    ...common,
    action: 'suspend',
    success: COMPANY_TEXT.suspended,
    failure: COMPANY_TEXT.suspendFailed,
    onDone: () => setSuspending(false),
  });
  const reactivate = useModeration<AdminCompanyDetail>({
    ...common,
    action: 'reactivate',
    success: COMPANY_TEXT.reactivated,
    failure: COMPANY_TEXT.reactivateFailed,
  });
  if (!record || permissions !== 'super_admin') return null;
  const busy = suspend.isPending || reactivate.isPending;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.status !== 'suspended' && (
        <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setSuspending(true)} disabled={busy}>
          Suspender
        </Button>
      )}
      {record.status !== 'active' && (
        <Button
          variant="contained"
          startIcon={<PlayCircleOutlineIcon />}
          onClick={() => reactivate.mutate({ id: record.id })}
          loading={reactivate.isPending}
          disabled={busy}
        >
          Reactivar
        </Button>
      )}
      <Button
        component={Link}
        to={{ pathname: '/documents', search: `?filter=${encodeURIComponent(JSON.stringify({ companyId: record.id }))}` }}
        startIcon={<FactCheckOutlinedIcon />}
      >
        Documentos
      </Button>
      <PaymentButton />
      {suspending && (
        <SuspendDialog
          open
          subject={`la empresa ${record.companyName}: dejará de aparecer en el directorio, en su página y en la búsqueda`}
          loading={suspend.isPending}
          onConfirm={(reason) => suspend.mutate({ id: record.id, body: { reason } })}
          onClose={() => setSuspending(false)}
        />
      )}
    </Stack>
  );
};
