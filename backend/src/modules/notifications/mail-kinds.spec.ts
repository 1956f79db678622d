import { mailTemplates } from '../mail/templates/index.js';
import { ESSENTIAL_KINDS, isEssentialKind, kindOfTemplate, kindsFor, OPTIONAL_KINDS, TEMPLATE_KINDS } from './mail-kinds.js';

describe('mail kinds', () => {
  it('classifies every template, and nothing else', () => {
    expect(Object.keys(TEMPLATE_KINDS).sort()).toEqual(Object.keys(mailTemplates).sort());
  });

  it('keeps password, invoices, payments, verification and documents essential', () => {
    for (const template of [
      'password-reset',
      'invoice-issued',
      'payment-overdue',
      'invoice-reminder',
      'subscription-unpaid',
      'trial-ending',
    ]) {
      expect(isEssentialKind(kindOfTemplate(template)!)).toBe(true);
    }
    for (const template of ['proposal-received', 'proposal-accepted', 'new-message', 'request-alert', 'newsletter-issue']) {
      expect(isEssentialKind(kindOfTemplate(template)!)).toBe(false);
    }
    expect(kindOfTemplate('no-existe')).toBeUndefined();
  });

  it('shows each account the kinds it can get', () => {
    const client = kindsFor({ isCompany: false, isAdmin: false });
    const company = kindsFor({ isCompany: true, isAdmin: false });
    expect(client.optional).toContain('proposal_received');
    expect(client.optional).not.toContain('request_alerts');
    expect(company.optional).toContain('request_alerts');
    expect(company.essential).toEqual([...ESSENTIAL_KINDS]);
    for (const kinds of [client, company, kindsFor({ isCompany: false, isAdmin: true })]) {
      expect(kinds.optional.every((kind) => (OPTIONAL_KINDS as readonly string[]).includes(kind))).toBe(true);
    }
  });
});
