import { useSyncExternalStore } from 'react';

import { getSession } from '../api/session';

/**
 * Two-factor sign-in in the backoffice (issue 22), as a tiny store React can subscribe to:
 * - the challenge of a sign-in waiting for its code (the login page then asks for the code);
 * - whether the signed-in admin must still enrol (the layout then shows only the enrolment).
 */
export interface PendingChallenge {
  challengeToken: string;
  email: string;
}

let pending: PendingChallenge | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getPendingChallenge = (): PendingChallenge | null => pending;

export const setPendingChallenge = (challenge: PendingChallenge | null): void => {
  pending = challenge;
  notify();
};

/** The session's user changed (enrolment done, refreshed): readers look again. */
export const sessionChanged = notify;

export const usePendingChallenge = () => useSyncExternalStore(subscribe, getPendingChallenge);

/** An admin without two-factor: the backoffice shows the enrolment screen and nothing else. */
export const useEnrolmentRequired = () => useSyncExternalStore(subscribe, () => getSession()?.user.twoFactorSetupRequired === true);
