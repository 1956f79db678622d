import styled from 'styled-components';
import { AccountSections } from '../features/account/AccountSections';
import { ProfileForm } from '../features/profile/components/ProfileForm';
import { useProfile } from '../features/profile/useProfile';
import {
  Card,
  Container,
  ErrorState,
  LoadingState,
  LockIcon,
  MessageSquareIcon,
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
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const StyledInfoTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledInfoList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary500};
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /client/profile (protected): the client's own data and what companies get to see. */
export default function ClientProfilePage() {
  usePageMeta({ title: 'Mi perfil', description: 'Gestiona tus datos de contacto en Rutalia.', noIndex: true });
  const profile = useProfile();

  return (
    <PageSection>
      <Container>
        <PageHeader
          eyebrow="Mi cuenta"
          title="Mi perfil"
          subtitle="Mantén tus datos al día: las empresas los usarán para atender tus solicitudes cuando aceptes su propuesta."
        />
        <StyledLayout>
          <Card padding="lg">
            {profile.isPending ? (
              <LoadingState label="Cargando tu perfil..." />
            ) : profile.isError ? (
              <ErrorState
                title="No se pudo cargar tu perfil"
                error={profile.error}
                onRetry={() => void profile.refetch()}
                retrying={profile.isFetching}
              />
            ) : (
              <ProfileForm key={profile.data.id} profile={profile.data} />
            )}
          </Card>

          <Card as="aside" padding="md" aria-labelledby="profile-privacy-title">
            <StyledInfoTitle id="profile-privacy-title">
              <ShieldCheckIcon size={22} />
              ¿Qué información compartimos con las empresas?
            </StyledInfoTitle>
            <StyledInfoList>
              <li>
                <UserIcon size={18} />
                <p>
                  <strong>Tu nombre y tu teléfono</strong>
                  <span>Solo los ve la empresa cuya propuesta aceptes, y solo a partir de ese momento.</span>
                </p>
              </li>
              <li>
                <LockIcon size={18} />
                <p>
                  <strong>Tu email nunca se comparte</strong>
                  <span>Ninguna empresa ni otro usuario puede ver tu dirección de correo.</span>
                </p>
              </li>
              <li>
                <MessageSquareIcon size={18} />
                <p>
                  <strong>La comunicación, dentro de Rutalia</strong>
                  <span>Hablas con las empresas con los mensajes de la plataforma, sin dar tus datos antes de decidir.</span>
                </p>
              </li>
            </StyledInfoList>
          </Card>
        </StyledLayout>
        <AccountSections />
      </Container>
    </PageSection>
  );
}
