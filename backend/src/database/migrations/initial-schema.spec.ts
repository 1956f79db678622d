import { describe, expect, it } from '@jest/globals';
import type { QueryRunner } from 'typeorm';
import * as enums from '../enums.js';
import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';

async function collect(direction: 'up' | 'down'): Promise<string[]> {
  const statements: string[] = [];
  const runner = { query: async (sql: string) => void statements.push(sql) } as unknown as QueryRunner;
  await new InitialSchema1763800000000()[direction](runner);
  return statements;
}

/** Labels later migrations appended (`ALTER TYPE … ADD VALUE`): the initial schema has the others, in order. */
const ADDED_LATER: Record<string, string[]> = {
  [enums.REQUEST_STATUS_ENUM_NAME]: ['hired', 'draft'], // 1765000000000-HiringLifecycle, 1765900000000-EmailVerification
  [enums.PROPOSAL_STATUS_ENUM_NAME]: ['expired', 'draft'], // 1765000000000-HiringLifecycle, 1765900000000-EmailVerification
  [enums.INVOICE_STATUS_ENUM_NAME]: ['refunded'], // 1765700000000-OnlinePayments
  [enums.SUBSCRIPTION_STATUS_ENUM_NAME]: ['unpaid'], // 1765710000000-DunningUnpaid
};

const names = (sql: string[], pattern: RegExp): string[] => sql.flatMap((s) => [...s.matchAll(pattern)].map((m) => m[1])).sort();

describe('InitialSchema migration', () => {
  it('creates every TypeScript enum as a PostgreSQL enum with the same labels in the same order', async () => {
    const up = (await collect('up')).join('\n');
    const pairs: [string, Record<string, string>][] = [
      [enums.USER_TYPE_ENUM_NAME, enums.UserType],
      [enums.USER_STATUS_ENUM_NAME, enums.UserStatus],
      [enums.APP_ROLE_ENUM_NAME, enums.AppRole],
      [enums.COMPANY_STATUS_ENUM_NAME, enums.CompanyStatus],
      [enums.PAYMENT_STATUS_ENUM_NAME, enums.PaymentStatus],
      [enums.REQUEST_STATUS_ENUM_NAME, enums.RequestStatus],
      [enums.PROPOSAL_STATUS_ENUM_NAME, enums.ProposalStatus],
      [enums.SUBSCRIPTION_STATUS_ENUM_NAME, enums.SubscriptionStatus],
      [enums.BILLING_CYCLE_ENUM_NAME, enums.BillingCycle],
      [enums.INVOICE_STATUS_ENUM_NAME, enums.InvoiceStatus],
      [enums.NEWSLETTER_STATUS_ENUM_NAME, enums.NewsletterStatus],
      [enums.REPORT_TYPE_ENUM_NAME, enums.ReportType],
      [enums.REPORT_STATUS_ENUM_NAME, enums.ReportStatus],
      [enums.MAIL_STATUS_ENUM_NAME, enums.MailStatus],
    ];
    for (const [typeName, values] of pairs) {
      const match = new RegExp(`CREATE TYPE ${typeName} AS ENUM \\(([^)]*)\\)`).exec(up);
      expect(match).not.toBeNull();
      const labels = match![1].split(',').map((label) => label.trim().replace(/^'|'$/g, ''));
      expect([...labels, ...(ADDED_LATER[typeName] ?? [])]).toEqual(enums.enumValues(values));
    }
    expect(names([up], /CREATE TYPE (\w+) AS ENUM/g)).toHaveLength(pairs.length);
  });

  it('drops in down() every table, type and function that up() creates', async () => {
    const up = await collect('up');
    const down = await collect('down');
    expect(names(down, /DROP TABLE (\w+)/g)).toEqual(names(up, /CREATE TABLE (\w+)/g));
    expect(names(down, /DROP TYPE (\w+)/g)).toEqual(names(up, /CREATE TYPE (\w+)/g));
    expect(names(down, /DROP FUNCTION (\w+)/g)).toEqual(names(up, /CREATE FUNCTION (\w+)/g));
  });
});
