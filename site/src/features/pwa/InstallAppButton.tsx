import { Button, IconSvg, VisuallyHidden, type ButtonSize } from '../../ui';
import { useInstallPrompt } from './useInstallPrompt';

function DownloadIcon({ size }: { size: number }) {
  return (
    <IconSvg size={size}>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="m7 10 5 5 5-5" />
      <path d="M12 15V3" />
    </IconSvg>
  );
}

type InstallAppButtonProps = {
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Icon only, the label as tooltip and for screen readers: the desktop header (at most 1200 px
   * wide) has no room for one more labelled button next to the session actions.
   */
  compact?: boolean;
};

/** 'Instalar App': rendered only while the browser offers installation (spec §1). */
export function InstallAppButton({ size = 'sm', fullWidth = false, compact = false }: InstallAppButtonProps) {
  const { canInstall, prompting, promptInstall } = useInstallPrompt();
  if (!canInstall && !prompting) return null;
  return (
    <Button
      variant="outline"
      size={size}
      fullWidth={fullWidth}
      loading={prompting}
      title={compact ? 'Instalar App' : undefined}
      onClick={() => void promptInstall()}
      iconLeft={prompting ? undefined : <DownloadIcon size={size === 'sm' ? 16 : 18} />}
    >
      {compact ? <VisuallyHidden>Instalar App</VisuallyHidden> : 'Instalar App'}
    </Button>
  );
}
