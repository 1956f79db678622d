import { Link, matchPath, useLocation, useSearchParams } from 'react-router-dom';
import type { SubscriptionPlanName } from '../features/auth/auth.api';
import { AdminRegisterForm } from '../features/auth/components/AdminRegisterForm';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { ClientRegisterForm } from '../features/auth/components/ClientRegisterForm';
import { CompanyRegisterForm } from '../features/auth/components/CompanyRegisterForm';
import { isRegisterUserType, paths, routePatterns, type RegisterUserType } from '../paths';
import { usePageMeta } from '../ui';

type Mode = {
  eyebrow: string;
  title: string;
  subtitle: string;
  metaTitle: string;
  metaDescription: string;
  width: 'md' | 'lg';
  noIndex: boolean;
};

/** Spec §2 'Registration': three modes with their own title and subtitle. */
const MODES: Record<RegisterUserType, Mode> = {
  company: {
    eyebrow: 'Para empresas',
    title: 'Registra tu empresa',
    subtitle:
      'Recibe solicitudes de transporte, mudanzas y logística de clientes de toda España y envía tus presupuestos. Prueba gratis de 7 días, sin tarjeta de crédito.',
    metaTitle: 'Registro de empresa',
    metaDescription: 'Registra tu empresa de transporte o logística: 7 días gratis, sin tarjeta de crédito.',
    width: 'lg',
    noIndex: false,
  },
  client: {
    eyebrow: 'Para clientes',
    title: 'Crea tu cuenta de cliente',
    subtitle: 'Publica tus solicitudes de transporte o mudanza y recibe presupuestos de empresas verificadas. Es gratis y sin compromiso.',
    metaTitle: 'Registro de cliente',
    metaDescription: 'Crea tu cuenta gratis y publica tu solicitud de transporte o mudanza.',
    width: 'md',
    noIndex: false,
  },
  admin: {
    eyebrow: 'Administración',
    title: 'Registro de administrador',
    subtitle: 'Crea tu cuenta para administrar Rutalia con la invitación que has recibido por email.',
    metaTitle: 'Registro de administrador',
    metaDescription: 'Registro de administradores de Rutalia (solo con invitación).',
    width: 'md',
    noIndex: true,
  },
};

/**
 * /register/{client|company|admin}, one route each (other values are a 404:
 * no route matches them). `?token=` of the admin invitation link fills `invitationToken`.
 */
export default function RegisterPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const requested = matchPath(routePatterns.register, pathname)?.params.userType;
  const userType: RegisterUserType = isRegisterUserType(requested) ? requested : 'client';
  const mode = MODES[userType];
  usePageMeta({ title: mode.metaTitle, description: mode.metaDescription, noIndex: mode.noIndex });

  return (
    <AuthLayout
      // A fresh form per mode when the user switches between client and company.
      key={userType}
      eyebrow={mode.eyebrow}
      title={mode.title}
      subtitle={mode.subtitle}
      width={mode.width}
      footer={
        <>
          <p>
            ¿Ya tienes cuenta? <Link to={paths.login}>Inicia sesión</Link>
          </p>
          {userType === 'company' ? (
            <p>
              ¿Buscas una empresa de transporte? <Link to={paths.registerClient}>Regístrate como cliente</Link>
            </p>
          ) : userType === 'client' ? (
            <p>
              ¿Tienes una empresa de transporte o logística? <Link to={paths.registerCompany}>Regístrala aquí</Link>
            </p>
          ) : null}
        </>
      }
    >
      {userType === 'company' ? (
        <CompanyRegisterForm initialPlan={planFromQuery(searchParams.get('plan'))} />
      ) : userType === 'client' ? (
        <ClientRegisterForm />
      ) : (
        <AdminRegisterForm invitationToken={searchParams.get('token')} />
      )}
    </AuthLayout>
  );
}

const PLAN_NAMES: readonly SubscriptionPlanName[] = ['basic', 'professional', 'premium'];

/** `?plan=` from the home pricing cards preselects that plan; anything else keeps the default (basic). */
function planFromQuery(value: string | null): SubscriptionPlanName | undefined {
  return PLAN_NAMES.find((name) => name === value);
}
