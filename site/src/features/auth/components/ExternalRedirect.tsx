import { useEffect } from 'react';
import { LoadingState } from '../../../ui';

/**
 * Full page load to a part of the app the site does not render (the
 * react-admin backoffice under /backoffice/). `replace` keeps the
 * intermediate URL out of the history.
 */
export function ExternalRedirect({ to, label }: { to: string; label: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <LoadingState label={label} fullHeight />;
}
