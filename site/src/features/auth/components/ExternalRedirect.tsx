import { useEffect } from 'react';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Button, Container, EmptyState, LoadingState, LockIcon, usePageMeta } from '../../../ui';
import { hasRole, type RequiredRole } from '../session';
import { useSessionState } from '../useSession';

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

const StyledDenied = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[16]};
`;

/**
 * Spec §2 and §6: "Others see 'Acceso Denegado'". A signed-in user without the role gets this
 * page (saying why) rather than being bounced to /dashboard without a word.
 */
function AccessDenied({ superAdminOnly }: { superAdminOnly: boolean }) {
  usePageMeta({ title: 'Acceso Denegado', noIndex: true });
  return (
    <StyledDenied>
      <Container narrow>
        <EmptyState
          headingAs="h1"
          icon={<LockIcon size={26} />}
          title="Acceso Denegado"
          description={
            superAdminOnly ? 'Esta sección es solo para superadministradores.' : 'Esta sección es solo para administradores de Rutalia.'
          }
          action={<Button to={paths.dashboard}>Ir al Dashboard</Button>}
        />
      </Container>
    </StyledDenied>
  );
}

/**
 * /admin, /admin/blog and /admin/super: the matching backoffice screen for users with the role,
 * 'Acceso Denegado' for other signed-in users. Sits inside `RequireAuth`, which sends anonymous
 * visitors to /login first.
 */
export function BackofficeRedirect({ role, to }: { role: Extract<RequiredRole, 'admin' | 'super_admin'>; to: string }) {
  const session = useSessionState();
  if (session.status !== 'authenticated') return <LoadingState label="Comprobando tu sesión..." fullHeight />;
  if (!hasRole(session.user, role)) return <AccessDenied superAdminOnly={role === 'super_admin'} />;
  return <ExternalRedirect to={to} label="Abriendo el backoffice..." />;
}
