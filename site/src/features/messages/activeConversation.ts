/**
 * Which conversation the messages page is showing right now (null: none). The realtime bridge
 * reads it to skip the toast for messages of the conversation on screen.
 */
export type ActiveConversation = { otherUserId: string; requestId: string | null };

let active: ActiveConversation | null = null;

export const activeConversation = {
  get(): ActiveConversation | null {
    return active;
  },
  set(next: ActiveConversation | null): void {
    active = next;
  },
  /** The user is looking at that conversation (page open on it and the tab visible). */
  isViewing(otherUserId: string, requestId: string | null): boolean {
    return (
      active !== null &&
      active.otherUserId === otherUserId &&
      active.requestId === requestId &&
      typeof document !== 'undefined' &&
      document.visibilityState === 'visible'
    );
  },
};
