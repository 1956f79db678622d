import type { Schemas } from '@rutalia/api-contract';
import { tokenHolder } from '../../api/http';

export type UserType = Schemas['UserType'];

/** The signed-in user as `/auth/login`, `/auth/refresh` and `/auth/me` answer it. */
export type SessionUser = Schemas['AuthUserDto'];

export type SessionState =
  | { status: 'loading'; user: null }
  /**
   * `signedOutFrom`: the page the user was on when they signed out here. Its guard sends them
   * home rather than to /login (sign-out leaves for home first, but that navigation can still be
   * loading when the session ends).
   */
  | { status: 'anonymous'; user: null; signedOutFrom?: string }
  | { status: 'authenticated'; user: SessionUser };

type Listener = () => void;

/** Spec §4: 'loading' until the first session check (sessionManager.initSession) completes. */
let state: SessionState = { status: 'loading', user: null };
const listeners = new Set<Listener>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Tiny external store for the session: the user and the in-memory access
 * token. `sessionManager.ts` (sign-in, refresh, sign-out) writes to it, the
 * profile form updates the name; components read it through `useSession()`.
 */
export const sessionStore = {
  getSnapshot(): SessionState {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: SessionUser, accessToken: string): void {
    tokenHolder.set(accessToken);
    emit({ status: 'authenticated', user });
  },
  /** Updates the cached user (e.g. the name after editing the profile). */
  updateUser(patch: Partial<Pick<SessionUser, 'fullName'>>): void {
    if (state.status !== 'authenticated') return;
    emit({ status: 'authenticated', user: { ...state.user, ...patch } });
  },
  clear(signedOutFrom?: string): void {
    tokenHolder.clear();
    emit(signedOutFrom ? { status: 'anonymous', user: null, signedOutFrom } : { status: 'anonymous', user: null });
  },
};

export type RequiredRole = 'client' | 'company' | 'admin' | 'super_admin';

/**
 * Spec §6: admin covers admins and super admins; super_admin only super
 * admins; company the company accounts; client everyone else.
 */
export function hasRole(user: SessionUser, role: RequiredRole): boolean {
  switch (role) {
    case 'super_admin':
      return user.isSuperAdmin;
    case 'admin':
      return user.isAdmin;
    case 'company':
      return user.isCompany;
    case 'client':
      return !user.isAdmin && !user.isCompany;
  }
}

/** Spanish name of the account type (spec §6). */
export function accountTypeLabel(user: Pick<SessionUser, 'isAdmin' | 'isSuperAdmin' | 'isCompany'>): string {
  if (user.isSuperAdmin) return 'Super administrador';
  if (user.isAdmin) return 'Administrador';
  if (user.isCompany) return 'Empresa';
  return 'Cliente';
}
