import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'secreto-de-pruebas-con-longitud-suficiente';
const USER = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

describe('unsubscribe token', () => {
  it('verifies what it signed: the user and the kind', () => {
    const token = signUnsubscribeToken(SECRET, USER, 'new_message');
    expect(token.startsWith(`${USER}.new_message.`)).toBe(true);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, kind: 'new_message' });
  });

  it('is the same token every time (nothing stored, links in old mails keep working)', () => {
    expect(signUnsubscribeToken(SECRET, USER, 'proposal_updates')).toBe(signUnsubscribeToken(SECRET, USER, 'proposal_updates'));
  });

  it('refuses another secret, another kind or user with the same signature, and edited signatures', () => {
    const token = signUnsubscribeToken(SECRET, USER, 'proposal_received');
    const [, , mac] = token.split('.');
    expect(verifyUnsubscribeToken('otro-secreto', token)).toBeUndefined();
    expect(verifyUnsubscribeToken(SECRET, `${USER}.new_message.${mac}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(SECRET, `0f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c.proposal_received.${mac}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(SECRET, `${token}.extra`)).toBeUndefined();
  });

  it('refuses malformed input and kinds that are not switches in notification_preferences', () => {
    for (const bad of [undefined, null, 42, '', 'x', '..', `${USER}.billing.abc`, `no-uuid.new_message.abc`, 'a'.repeat(300)]) {
      expect(verifyUnsubscribeToken(SECRET, bad)).toBeUndefined();
    }
  });
});
