import { useState } from 'react';
import { Button, toast } from '../../../ui';
import { shareOrCopy, type ShareData } from '../share';
import { ShareIcon } from './blogIcons';

/** 'Compartir': the system share sheet where there is one, otherwise copies the link ('Enlace copiado'). */
export function ShareButton({ data }: { data: ShareData }) {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      // A path (the page is also rendered on the server, which has no window) becomes a full address here.
      const outcome = await shareOrCopy(data.url ? { ...data, url: new URL(data.url, window.location.origin).href } : data);
      if (outcome === 'copied') toast.success('Enlace copiado');
      else if (outcome === 'failed') toast.error('No se pudo copiar el enlace');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} loading={busy} iconLeft={<ShareIcon size={16} />}>
      Compartir
    </Button>
  );
}
