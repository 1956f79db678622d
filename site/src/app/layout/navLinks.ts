import { accountTypeLabel } from '../../features/auth/session';
import { paths } from '../../paths';

export type MainNavLink = {
  label: string;
  to: string;
  /** Hash links (Precios → /#pricing) never show as the current page. */
  matchActive: boolean;
};

/** Main navigation of the top bar and the mobile menu. */
export const mainNavLinks: readonly MainNavLink[] = [
  { label: 'Empresas', to: paths.companies, matchActive: true },
  { label: 'Trabajos', to: paths.jobs, matchActive: true },
  { label: 'Blog', to: paths.blog, matchActive: true },
  { label: 'Precios', to: paths.pricing, matchActive: false },
];

/** 'Mensajes' of a signed-in user, with the unread badge (header and mobile menu). */
export const messagesLink = { label: 'Mensajes', to: paths.messages } as const;

export type SessionLink = { label: string; to: string; icon: 'dashboard' | 'admin' | 'superAdmin' };

type Roles = { isAdmin: boolean; isSuperAdmin: boolean };

/** Links of a signed-in user: Dashboard, Admin (admins), Super Admin (super admins). */
export function sessionLinks(user: Roles): SessionLink[] {
  const links: SessionLink[] = [{ label: 'Dashboard', to: paths.dashboard, icon: 'dashboard' }];
  if (user.isAdmin) links.push({ label: 'Admin', to: paths.admin, icon: 'admin' });
  if (user.isSuperAdmin) links.push({ label: 'Super Admin', to: paths.adminSuper, icon: 'superAdmin' });
  return links;
}

/** 'Ana María López' → 'AL'. */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Spanish account type: Cliente, Empresa, Administrador, Super administrador. */
export function roleLabel(user: Roles & { isCompany: boolean }): string {
  return accountTypeLabel(user);
}
