import { RequestStatus } from '../../database/enums.js';
import { REQUEST_TRANSITIONS, transitionAllowed, transitionAllowedSql, transitionRefusal } from './request-status.js';

const state = (status: string, moderated = false) => ({ status, cancelledByModeratorAt: moderated ? new Date() : null });

describe('request-status: what the owner may do in each status', () => {
  // The table of docs/decisions.md (issue 18), read the other way round: per status, the allowed actions.
  const expected: Record<string, string[]> = {
    active: ['ownerSetStatus', 'ownerEditTerms', 'ownerClose', 'hire', 'moderatorCancel'],
    hired: ['ownerComplete', 'ownerReopen', 'askCompletion', 'moderatorCancel'],
    completed: ['moderatorCancel'],
    cancelled: ['ownerSetStatus', 'ownerEditTerms', 'ownerClose'],
    closed: ['ownerEditTerms'],
    draft: ['ownerEditTerms', 'ownerClose'],
  };

  it.each(Object.entries(expected))('%s → %j', (status, actions) => {
    const allowed = Object.keys(REQUEST_TRANSITIONS).filter((t) => transitionAllowed(t as keyof typeof REQUEST_TRANSITIONS, state(status)));
    expect(allowed.sort()).toEqual([...actions].sort());
  });

  it('covers every status of the enum', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.values(RequestStatus).sort());
  });

  it("a moderator's cancel is final for every action", () => {
    for (const transition of Object.keys(REQUEST_TRANSITIONS) as (keyof typeof REQUEST_TRANSITIONS)[]) {
      expect(transitionAllowed(transition, state('cancelled', true))).toBe(false);
    }
  });

  it('says why in Spanish, with a code per reason', () => {
    expect(transitionRefusal('ownerClose', state('hired')).getResponse()).toMatchObject({ code: 'REQUEST_HIRED' });
    expect(transitionRefusal('ownerEditTerms', state('hired')).getResponse()).toMatchObject({ code: 'REQUEST_TERMS_LOCKED' });
    expect(transitionRefusal('ownerSetStatus', state('completed')).getResponse()).toMatchObject({ code: 'REQUEST_COMPLETED' });
    expect(transitionRefusal('ownerReopen', state('active')).getResponse()).toMatchObject({
      code: 'REQUEST_NOT_HIRED',
      message: 'Esta solicitud no tiene ninguna empresa contratada.',
    });
    expect(transitionRefusal('ownerComplete', state('closed')).getResponse()).toMatchObject({ code: 'REQUEST_CLOSED' });
    expect(transitionRefusal('ownerComplete', state('cancelled', true)).getResponse()).toMatchObject({ code: 'REQUEST_MODERATED' });
  });

  it('writes the same rule as SQL', () => {
    expect(transitionAllowedSql('ownerReopen', 'r')).toBe(`(r.status IN ('hired') AND r.cancelled_by_moderator_at IS NULL)`);
  });
});
