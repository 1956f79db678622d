import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../paths';
import { Button, type ButtonVariant } from '../../../ui';
import type { LoginRedirectState } from '../../auth/redirect';
import { useSessionState } from '../../auth/useSession';
import { REPORT_TEXTS, type ReportType } from '../reports.api';
import { FlagIcon } from './FlagIcon';
import { ReportDialog } from './ReportDialog';

export type ReportButtonProps = {
  reportType: ReportType;
  targetId: string;
  targetName: string;
  /** Accessible name when 'Reportar' alone is ambiguous (several reviews on a page). Starts with 'Reportar'. */
  label?: string;
  /** The signed-in user's own content: no button. */
  isOwn?: boolean;
  variant?: ButtonVariant;
};

/**
 * 'Reportar' (small, secondary, flag icon). Visitors go to /login and come back here; signed-in
 * users fill in the report dialog.
 */
export function ReportButton({ reportType, targetId, targetName, label, isOwn = false, variant = 'outline' }: ReportButtonProps) {
  const session = useSessionState();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (isOwn) return null;

  const start = () => {
    if (session.status !== 'authenticated') {
      const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      void navigate(paths.login, { state });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant={variant} size="sm" onClick={start} iconLeft={<FlagIcon size={16} />} aria-haspopup="dialog" aria-label={label}>
        {REPORT_TEXTS.button}
      </Button>
      <ReportDialog open={open} onClose={() => setOpen(false)} reportType={reportType} targetId={targetId} targetName={targetName} />
    </>
  );
}
