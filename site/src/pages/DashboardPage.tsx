import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionUser } from '../features/auth/session';
import { useSession } from '../features/auth/useSession';
import { AccountCard, DashboardSkeleton, Shortcuts, StyledDashboardGrid } from '../features/dashboard/components/DashboardParts';
import { ClientDashboardView } from '../features/dashboard/components/ClientDashboardView';
import { CompanyDashboardView } from '../features/dashboard/components/CompanyDashboardView';
import { useDashboard } from '../features/dashboard/useDashboard';
import { paths } from '../paths';
import {
  Button,
  Container,
  ErrorState,
  ExternalLinkIcon,
  IconSvg,
  type IconProps,
  LoadingState,
  PageHeader,
  PageSection,
  SearchIcon,
  ShieldCheckIcon,
  usePageMeta,
} from '../ui';

const StyledCompanyLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: inherit;
  text-decoration: none;

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary500};
  }

  &:hover {
    text-decoration: underline;
  }
`;

/** '+' icon for 'Nueva Solicitud' (not in the shared set). */
function PlusIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 5v14" />
      <path d="M5 12h14" />
    </IconSvg>
  );
}

const SUBTITLES = {
  client: 'Desde aquí gestionas tus solicitudes de transporte y las propuestas que recibes.',
  company: 'Desde aquí gestionas tus propuestas, las nuevas oportunidades y tu suscripción.',
  admin: 'Desde aquí accedes a las herramientas de administración de Rutalia.',
} as const;

function AdminDashboard({ user }: { user: SessionUser }) {
  return (
    <>
      <PageHeader eyebrow="Dashboard" title={`Hola, ${user.fullName}`} subtitle={SUBTITLES.admin} />
      <StyledDashboardGrid>
        <Shortcuts
          wide
          items={[
            {
              label: 'Backoffice',
              description: 'Empresas, usuarios, contenido y mensajes de contacto.',
              icon: <ShieldCheckIcon size={20} />,
              href: paths.backoffice,
            },
          ]}
        />
        <AccountCard user={user} />
      </StyledDashboardGrid>
    </>
  );
}

/**
 * /dashboard (protected): the admin card for admins and super admins, the
 * company dashboard for companies, the client dashboard otherwise (spec §2).
 */
export default function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Tu panel de Rutalia.', noIndex: true });
  const { user } = useSession();
  const isAdmin = Boolean(user?.isAdmin);
  const dashboard = useDashboard(Boolean(user) && !isAdmin);

  if (!user) return <LoadingState fullHeight />;

  if (isAdmin) {
    return (
      <PageSection>
        <Container>
          <AdminDashboard user={user} />
        </Container>
      </PageSection>
    );
  }

  const data = dashboard.data;
  const isCompany = data ? data.role === 'company' : user.isCompany;
  const company = data?.role === 'company' ? data.company : null;

  const header = isCompany ? (
    <PageHeader
      eyebrow="Panel de empresa"
      title={
        company ? (
          <StyledCompanyLink to={paths.companyDetail(company.seoParam)} title="Ver la página pública de tu empresa">
            {company.companyName}
            <ExternalLinkIcon size={20} aria-hidden />
          </StyledCompanyLink>
        ) : (
          `Hola, ${user.fullName}`
        )
      }
      subtitle={company ? `Hola, ${user.fullName}. ${SUBTITLES.company}` : SUBTITLES.company}
      actions={
        <Button variant="accent" to={paths.jobs} iconLeft={<SearchIcon size={18} />}>
          Buscar trabajos
        </Button>
      }
    />
  ) : (
    <PageHeader
      eyebrow="Dashboard"
      title={`Hola, ${user.fullName}`}
      subtitle={SUBTITLES.client}
      actions={
        <Button variant="accent" to={paths.requestCreate} iconLeft={<PlusIcon size={18} />}>
          Nueva Solicitud
        </Button>
      }
    />
  );

  return (
    <PageSection>
      <Container>
        {header}
        {dashboard.isPending ? (
          <DashboardSkeleton stats={6} />
        ) : dashboard.isError ? (
          <ErrorState
            title="Error al cargar los datos"
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : dashboard.data.role === 'company' ? (
          <CompanyDashboardView data={dashboard.data} user={user} />
        ) : dashboard.data.role === 'client' ? (
          <ClientDashboardView data={dashboard.data} user={user} />
        ) : (
          <AdminDashboard user={user} />
        )}
      </Container>
    </PageSection>
  );
}
