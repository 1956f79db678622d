import { tokenHolder } from '../../api/http';

/** The signed-in user as `/auth/login` and `/auth/me` answer it. */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  userType: 'client' | 'company' | 'admin' | 'super_admin';
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isCompany: boolean;
};

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

type Listener = () => void;

let state: SessionState = { status: 'anonymous', user: null };
const listeners = new Set<Listener>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Tiny external store for the session. Auth is a later task: until then
 * nobody calls `sessionStore.signIn`, so the site is always logged out. The
 * auth feature will restore the session on start-up (`/auth/refresh`,
 * `/auth/me`) and call `signIn` / `signOut` here.
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
  clear(): void {
    tokenHolder.clear();
    emit({ status: 'anonymous', user: null });
  },
};
