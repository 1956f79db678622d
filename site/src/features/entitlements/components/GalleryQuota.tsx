import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Alert, Badge } from '../../../ui';
import { galleryQuotaText } from '../quotaText';
import { useEntitlements } from '../useEntitlements';

const StyledCount = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledHiddenBadge = styled(Badge)`
  position: absolute;
  bottom: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  max-width: calc(100% - ${({ theme }) => theme.space[4]});
  white-space: normal;
`;

/** Whether the gallery holds as many images as the plan shows: uploading would be refused. */
export function useGalleryFull(): boolean {
  const { data } = useEntitlements();
  return Boolean(data && data.gallery.limit !== null && data.gallery.used >= data.gallery.limit);
}

/** On an image of the editor that the plan hides from the public page. */
export function HiddenByPlanBadge() {
  return (
    <StyledHiddenBadge tone="warning" size="sm">
      Oculta por tu plan
    </StyledHiddenBadge>
  );
}

/**
 * The gallery against the plan (issue 19): «3 de 5 imágenes»; at the limit, or with images the
 * plan hides after a downgrade, what that means (hidden, never deleted) and the way to the plan change.
 */
export function GalleryQuota() {
  const { data } = useEntitlements();
  if (!data) return null;
  const { gallery } = data;
  const plan = data.plan?.displayName ?? '';
  const upgrade = gallery.upgradeTo;
  // «Profesional (hasta 20 imágenes)»
  const upgradeTarget = upgrade
    ? `${upgrade.displayName} (${upgrade.limit === null ? 'galería ilimitada' : `hasta ${upgrade.limit} imágenes`})`
    : null;
  return (
    <>
      <StyledCount aria-live="polite">{galleryQuotaText(gallery)}</StyledCount>
      {gallery.hiddenByPlan > 0 ? (
        <Alert
          tone="warning"
          title={`${gallery.hiddenByPlan === 1 ? '1 imagen oculta' : `${gallery.hiddenByPlan} imágenes ocultas`} por tu plan`}
        >
          <p>
            Tu plan {plan} muestra {gallery.limit} {gallery.limit === 1 ? 'imagen' : 'imágenes'} en tu ficha pública: las marcadas «Oculta
            por tu plan» no las ve nadie más que tú. No se han borrado: vuelven a verse si{' '}
            {upgradeTarget ? `cambias a ${upgradeTarget} o si ` : ''}borras otras.
          </p>
          {upgrade ? (
            <p>
              <Link to={paths.companyBilling}>Cambiar de plan</Link>
            </p>
          ) : null}
        </Alert>
      ) : gallery.limit !== null && gallery.used >= gallery.limit ? (
        <Alert tone="info" title="Tu galería está completa">
          <p>
            Tu plan {plan} muestra hasta {gallery.limit} {gallery.limit === 1 ? 'imagen' : 'imágenes'}. Borra alguna para subir otras
            {upgradeTarget ? ` o cambia a ${upgradeTarget}` : ''}.
          </p>
          {upgrade ? (
            <p>
              <Link to={paths.companyBilling}>Cambiar de plan</Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
