import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigValidationError, loadConfig } from '../../config/app-config.js';
import { PAYMENT_RECORD_STATUSES } from './invoice-payment-record.entity.js';
import { nextPaymentStatus } from './payment-ledger.js';
import { centsToEuros, formatIban, stripeEnabled, stripeHostOptions, toCents } from './payments-format.js';

describe('payments', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-payments-'));

  it('turns euros into Stripe cents and back without float drift', () => {
    expect(toCents('35.09')).toBe(3509);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('1210.00')).toBe(121000);
    expect(centsToEuros(3509)).toBe('35.09');
    expect(centsToEuros(5)).toBe('0.05');
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('ES8200000000000000000000')).toBe('ES82 0000 0000 0000 0000 0000');
    expect(formatIban('es91 2100 0418 4502 0005 1332')).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('never moves a payment down the rank: pending < failed < succeeded < refunded', () => {
    expect(nextPaymentStatus('succeeded', 'failed')).toBe('succeeded');
    expect(nextPaymentStatus('failed', 'succeeded')).toBe('succeeded');
    expect(nextPaymentStatus('refunded', 'succeeded')).toBe('refunded');
    expect(nextPaymentStatus('pending', 'failed')).toBe('failed');
    expect(nextPaymentStatus('failed', 'pending')).toBe('failed');
    for (const status of PAYMENT_RECORD_STATUSES) expect(nextPaymentStatus(status, status)).toBe(status);
  });

  it('maps STRIPE_API_URL to the SDK host, port and protocol (nothing when unset)', () => {
    expect(stripeHostOptions(undefined)).toEqual({});
    expect(stripeHostOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeHostOptions('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });

  it('reads the payment settings: Stripe only with both keys, a placeholder IBAN by default', () => {
    const bare = loadConfig({ DATA_DIR: dataDir });
    expect(bare.payments).toEqual({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiUrl: undefined,
      bankTransferIban: 'ES8200000000000000000000',
      bankTransferBeneficiary: 'Rutalia Servicios Digitales S.L.',
    });
    expect(stripeEnabled(bare.payments)).toBe(false);
    expect(stripeEnabled(loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234' }).payments)).toBe(false);

    const full = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_live_abcdefgh1234',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      BANK_TRANSFER_IBAN: 'es91 2100 0418 4502 0005 1332',
      BANK_TRANSFER_BENEFICIARY: 'Rutalia S.L.',
    });
    expect(stripeEnabled(full.payments)).toBe(true);
    expect(full.payments).toMatchObject({ bankTransferIban: 'ES9121000418450200051332', bankTransferBeneficiary: 'Rutalia S.L.' });
  });

  it('refuses keys and IBANs of the wrong shape, naming each variable', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: 'pk_test_abcdefgh1234',
        STRIPE_WEBHOOK_SECRET: 'secreto',
        BANK_TRANSFER_IBAN: 'FR7630006000011234567890189',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigValidationError);
    const message = (error as Error).message;
    expect(message).toContain('STRIPE_SECRET_KEY debe ser una clave secreta de Stripe');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET debe ser el secreto de firma');
    expect(message).toContain('BANK_TRANSFER_IBAN debe ser un IBAN español');
  });
});
