import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { accountTypeLabel, type SessionUser } from '../features/auth/session';
import { useSession } from '../features/auth/useSession';
import { paths } from '../paths';
import {
  ArrowRightIcon,
  Badge,
  BuildingIcon,
  Card,
  Container,
  ExternalLinkIcon,
  LoadingState,
  PageHeader,
  ShieldCheckIcon,
  usePageMeta,
  UserIcon,
} from '../ui';
import { PageSection } from '../ui/PageSection';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const StyledCardTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDetails = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    margin-bottom: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledShortcuts = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledShortcut = styled.a`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    box-shadow ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const StyledShortcutIcon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledShortcutText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Shortcut = {
  label: string;
  description: string;
  icon: ReactNode;
  /** Internal route (client-side navigation)… */
  to?: string;
  /** …or another app on this server (full page load). */
  href?: string;
};

function shortcutsFor(user: SessionUser): Shortcut[] {
  const list: Shortcut[] = [];
  if (!user.isAdmin && !user.isCompany) {
    list.push({
      label: 'Mi perfil',
      description: 'Tu nombre, teléfono, dirección y ubicación.',
      icon: <UserIcon size={22} />,
      to: paths.clientProfile,
    });
  }
  if (user.isCompany) {
    list.push({
      label: 'Perfil de empresa',
      description: 'Datos de contacto, servicios, descripción, logo y galería de imágenes.',
      icon: <BuildingIcon size={22} />,
      to: paths.companyProfile,
    });
  }
  if (user.isAdmin) {
    list.push({
      label: 'Backoffice',
      description: 'Empresas, usuarios, contenido y mensajes de contacto.',
      icon: <ShieldCheckIcon size={22} />,
      href: paths.backoffice,
    });
  }
  return list;
}

const SUBTITLES = {
  client: 'Desde aquí gestionarás tus solicitudes de transporte y las propuestas que recibas.',
  company: 'Desde aquí gestionarás tus propuestas, las solicitudes de tus servicios y tu suscripción.',
  admin: 'Desde aquí accedes a las herramientas de administración de Rutalia.',
} as const;

/**
 * /dashboard (protected). The full dashboards of each role arrive later; for
 * now a real page: greeting, account type and shortcuts to screens that exist.
 */
export default function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Tu panel de Rutalia.', noIndex: true });
  const { user } = useSession();

  if (!user) return <LoadingState fullHeight />;

  const shortcuts = shortcutsFor(user);
  const kind = user.isAdmin ? 'admin' : user.isCompany ? 'company' : 'client';

  return (
    <PageSection>
      <Container>
        <PageHeader eyebrow="Dashboard" title={`Hola, ${user.fullName}`} subtitle={SUBTITLES[kind]} />
        <StyledLayout>
          <Card padding="md" as="section" aria-labelledby="dashboard-account">
            <StyledCardTitle id="dashboard-account">Tu cuenta</StyledCardTitle>
            <StyledDetails>
              <div>
                <dt>Tipo de cuenta</dt>
                <dd>
                  <Badge tone={user.isAdmin ? 'primary' : user.isCompany ? 'accent' : 'info'} icon={user.isCompany ? <BuildingIcon size={14} /> : undefined}>
                    {accountTypeLabel(user)}
                  </Badge>
                </dd>
              </div>
              <div>
                <dt>Nombre</dt>
                <dd>{user.fullName}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
            </StyledDetails>
          </Card>

          <Card padding="md" as="section" aria-labelledby="dashboard-shortcuts">
            <StyledCardTitle id="dashboard-shortcuts">Accesos rápidos</StyledCardTitle>
            {shortcuts.length > 0 ? (
              <StyledShortcuts>
                {shortcuts.map((shortcut) => (
                  <li key={shortcut.label}>
                    <StyledShortcut {...(shortcut.to ? { as: Link, to: shortcut.to } : { href: shortcut.href })}>
                      <StyledShortcutIcon aria-hidden="true">{shortcut.icon}</StyledShortcutIcon>
                      <StyledShortcutText>
                        <strong>
                          {shortcut.label}
                          {shortcut.href ? <ExternalLinkIcon size={16} /> : <ArrowRightIcon size={16} />}
                        </strong>
                        <span>{shortcut.description}</span>
                      </StyledShortcutText>
                    </StyledShortcut>
                  </li>
                ))}
              </StyledShortcuts>
            ) : null}
            {user.isCompany && !user.isAdmin ? (
              <StyledNote>
                Muy pronto tendrás aquí tus propuestas, las nuevas solicitudes de tus servicios y la facturación de tu suscripción.
              </StyledNote>
            ) : null}
          </Card>
        </StyledLayout>
      </Container>
    </PageSection>
  );
}
