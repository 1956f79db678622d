import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Environment } from './environment.js';
import { projectRoot } from './paths.js';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Set when an external PostgreSQL is used; otherwise the embedded one is started. */
  databaseUrl?: string;
  /** Set when Redis backs queues, Socket.IO and rate limits; otherwise PostgreSQL/in-memory. */
  redisUrl?: string;
  dataDir: string;
  uploadsDir: string;
  /** Files never served as they are (company documents): `<DATA_DIR>/private`, read only through authorised endpoints. */
  privateDir: string;
  mailDir: string;
  embeddedPgPort: number;
  jwtSecret: string;
  /** Lifetime of an access token (ACCESS_TOKEN_TTL_SECONDS, default 15 min); sockets are closed when it ends. */
  accessTokenTtlSeconds: number;
  logLevel: string;
  runWorkers: boolean;
  demoData: 'auto' | 'off';
  smtpUrl?: string;
  mailFrom: string;
  whatsappNumber: string;
  /** Text prefilled in the WhatsApp chat the floating button opens. */
  whatsappGreeting: string;
  /** OpenAI-compatible chat completions endpoint of the backoffice's sample-data tool; the tool is hidden without it. */
  ai: { apiUrl?: string; apiKey?: string; model: string };
  siteDist: string;
  backofficeDist: string;
  /** Optional bootstrap token: registering an admin with it creates a super admin (see docs/api.md). */
  adminInviteToken?: string;
  /** Fastify's trustProxy: which proxies may set X-Forwarded-For (client IPs drive rate limits). */
  trustProxy: boolean | number | string;
  /** Attempts allowed per window on the auth endpoints (nothing else is rate limited). */
  rateLimits: RateLimits;
  /** BullMQ key prefix (Redis): separates apps or test runs sharing one Redis. Default `bull`. */
  queuePrefix: string;
  billing: BillingConfig;
  /** Mail retries: backoff per job and the scheduled re-drive of failed mails (modules/mail). */
  mail: MailDeliveryConfig;
  /** Messages one user may send per window (`POST /messages`; over it: 429). Default 30/1m. */
  messageRateLimit: RateLimit;
  /**
   * How long a page of a public list (directory, published jobs) may be answered from memory
   * (PUBLIC_LIST_CACHE_SECONDS; default 10 s in production, 0 = off elsewhere). Sent as
   * `Cache-Control: public, max-age=…` too.
   */
  publicListCacheSeconds: number;
  /**
   * How long the auth guard may reuse an account it read (AUTH_USER_CACHE_MS; default 5000 in
   * production, 0 = off elsewhere). Changes drop the entry at once, across processes through Redis;
   * this is the bound when that message is lost (AuthUserCache).
   */
  authUserCacheMs: number;
  /**
   * How often the counted profile views, list appearances and visits are written (INSIGHTS_FLUSH_MS,
   * default 5 s; 0 = not counted at all, e.g. to bench the lists without it).
   */
  insightsFlushMs: number;
  /** Online payment of invoices (modules/payments): Stripe when both its keys are set; bank transfer always. */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** STRIPE_SECRET_KEY (sk_… or rk_…). Stripe is enabled only with this and the webhook secret. */
  stripeSecretKey?: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): verifies the signature of POST /api/webhooks/stripe. */
  stripeWebhookSecret?: string;
  /** STRIPE_API_URL: another address for the Stripe API (tests point it at a local server). */
  stripeApiUrl?: string;
  /** BANK_TRANSFER_IBAN, without spaces (a Spanish IBAN: ES + 22 digits). */
  bankTransferIban: string;
  /** BANK_TRANSFER_BENEFICIARY: the account holder shown with the IBAN. */
  bankTransferBeneficiary: string;
}

/** Placeholder account (valid check digits, all zeros: clearly not a real one) until BANK_TRANSFER_IBAN is set. */
export const DEFAULT_BANK_TRANSFER = { iban: 'ES8200000000000000000000', beneficiary: 'Rutalia Servicios Digitales S.L.' } as const;

export interface BillingConfig {
  /** How often the billing scheduler looks for due transitions; 0 = no scheduler (tests run it by hand). */
  schedulerIntervalMs: number;
  /** Days from issue to due date of an invoice. */
  invoiceDueDays: number;
  /** The issuer printed on invoices. */
  issuerName: string;
  issuerTaxId: string;
  issuerAddress: string;
  /** Dunning (DUNNING_REMINDER_DAYS): days after an invoice's due date a mail goes, ascending (0 = «Pago pendiente»). */
  dunningReminderDays: number[];
  /** Days after the due date of the oldest overdue invoice until past_due becomes unpaid (PAST_DUE_GRACE_DAYS). */
  pastDueGraceDays: number;
}

export const DEFAULT_BILLING: BillingConfig = {
  schedulerIntervalMs: 60_000,
  invoiceDueDays: 15,
  issuerName: 'Rutalia Servicios Digitales S.L.',
  // Placeholder until the company's real CIF is configured (BILLING_ISSUER_TAX_ID).
  issuerTaxId: 'B00000000',
  issuerAddress: 'Calle Gran Vía 1, 28013 Madrid, España',
  dunningReminderDays: [0, 3, 7],
  pastDueGraceDays: 14,
};

/** `7,0,3` → [0, 3, 7] (validated by the environment schema); unset → the default. */
export function parseDayList(value: string | undefined, fallback: number[]): number[] {
  if (value === undefined) return fallback;
  return [...new Set(value.split(',').map((day) => Number(day.trim())))].sort((a, b) => a - b);
}

export interface MailDeliveryConfig {
  /** Attempts of one mail job (MAIL_RETRY_ATTEMPTS). */
  retryAttempts: number;
  /** First retry delay, doubled on each attempt (MAIL_RETRY_BASE_DELAY_MS)… */
  retryBaseDelayMs: number;
  /** …up to this per-attempt delay (MAIL_RETRY_MAX_DELAY_MS). */
  retryMaxDelayMs: number;
  /** How often failed mails whose job gave up are queued again; 0 = never (MAIL_REDRIVE_INTERVAL_MS). */
  redriveIntervalMs: number;
  /** Past this age (since queued) a mail is given up and only a super admin retries it (MAIL_GIVE_UP_AFTER_MS). */
  giveUpAfterMs: number;
}

/** 20 attempts, 5 s doubling up to 30 min: ~5.7 h per job; re-driven every 15 min for 3 days. */
export const DEFAULT_MAIL_DELIVERY: MailDeliveryConfig = {
  retryAttempts: 20,
  retryBaseDelayMs: 5_000,
  retryMaxDelayMs: 30 * 60_000,
  redriveIntervalMs: 15 * 60_000,
  giveUpAfterMs: 3 * 24 * 3600_000,
};

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimits {
  /** Login attempts per client IP. */
  loginPerIp: RateLimit;
  /** Failed logins per email (a successful login resets it). */
  loginPerEmail: RateLimit;
  /** Password reset requests per client IP. */
  forgotPasswordPerIp: RateLimit;
  /** Password reset requests per email. */
  forgotPasswordPerEmail: RateLimit;
  /** Registrations per client IP. */
  registerPerIp: RateLimit;
  /** Contact-form messages per client IP. */
  contactPerIp: RateLimit;
  /** Newsletter sign-ups per client IP. */
  newsletterPerIp: RateLimit;
  /** Newsletter confirmation mails per address (past it, sign-ups answer 202 and send nothing). */
  newsletterPerEmail: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { limit: 20, windowMs: 15 * 60_000 },
  loginPerEmail: { limit: 5, windowMs: 15 * 60_000 },
  forgotPasswordPerIp: { limit: 5, windowMs: 3600_000 },
  forgotPasswordPerEmail: { limit: 5, windowMs: 3600_000 },
  registerPerIp: { limit: 20, windowMs: 3600_000 },
  contactPerIp: { limit: 5, windowMs: 15 * 60_000 },
  newsletterPerIp: { limit: 10, windowMs: 3600_000 },
  newsletterPerEmail: { limit: 3, windowMs: 24 * 3600_000 },
};

export const DEFAULT_WHATSAPP_GREETING = 'Hola, me gustaría recibir información sobre los servicios de logística y transporte de Rutalia.';

export const DEFAULT_MESSAGE_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

/** Access tokens live 15 minutes; the refresh cookie gets a new one. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** `20/15m` → 20 attempts per 15 minutes (validated by the environment schema). */
export function parseRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = value?.match(/^(\d+)\/(\d+)([smh])$/);
  if (!match) return fallback;
  const unit = { s: 1000, m: 60_000, h: 3600_000 }[match[3] as 's' | 'm' | 'h'];
  return { limit: Number(match[1]), windowMs: Number(match[2]) * unit };
}

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigValidationError';
  }
}

/** Reads and validates the environment. Throws ConfigValidationError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const env = plainToInstance(Environment, raw);
  const errors = validateSync(env, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    throw new ConfigValidationError(
      errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => (m.startsWith(e.property) ? m : `${e.property}: ${m}`))),
    );
  }
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' && !env.JWT_SECRET) {
    throw new ConfigValidationError(['JWT_SECRET es obligatorio en producción']);
  }
  const port = env.PORT ?? 3000;
  const dataDir = path.resolve(projectRoot, env.DATA_DIR ?? '.data');
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    privateDir: path.join(dataDir, 'private'),
    mailDir: path.join(dataDir, 'mail'),
    embeddedPgPort: env.EMBEDDED_PG_PORT ?? 54329,
    jwtSecret: env.JWT_SECRET ?? localSecret(dataDir, 'jwtSecret'),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    runWorkers: env.RUN_WORKERS ? env.RUN_WORKERS === 'true' : true,
    demoData: env.DEMO_DATA ?? 'auto',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Rutalia <no-responder@rutalia.es>',
    whatsappNumber: (env.WHATSAPP_NUMBER ?? '34600000000').replace(/^\+/, ''),
    whatsappGreeting: env.WHATSAPP_GREETING ?? DEFAULT_WHATSAPP_GREETING,
    ai: { apiUrl: env.AI_API_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL ?? 'deepseek-chat' },
    siteDist: path.join(projectRoot, 'site', 'dist'),
    backofficeDist: path.join(projectRoot, 'backoffice', 'dist'),
    adminInviteToken: env.ADMIN_INVITE_TOKEN,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      loginPerIp: parseRateLimit(env.RATE_LIMIT_LOGIN_IP, DEFAULT_RATE_LIMITS.loginPerIp),
      loginPerEmail: parseRateLimit(env.RATE_LIMIT_LOGIN_EMAIL, DEFAULT_RATE_LIMITS.loginPerEmail),
      forgotPasswordPerIp: parseRateLimit(env.RATE_LIMIT_FORGOT_IP, DEFAULT_RATE_LIMITS.forgotPasswordPerIp),
      forgotPasswordPerEmail: parseRateLimit(env.RATE_LIMIT_FORGOT_EMAIL, DEFAULT_RATE_LIMITS.forgotPasswordPerEmail),
      registerPerIp: parseRateLimit(env.RATE_LIMIT_REGISTER_IP, DEFAULT_RATE_LIMITS.registerPerIp),
      contactPerIp: parseRateLimit(env.RATE_LIMIT_CONTACT_IP, DEFAULT_RATE_LIMITS.contactPerIp),
      newsletterPerIp: parseRateLimit(env.RATE_LIMIT_NEWSLETTER_IP, DEFAULT_RATE_LIMITS.newsletterPerIp),
      newsletterPerEmail: parseRateLimit(env.RATE_LIMIT_NEWSLETTER_EMAIL, DEFAULT_RATE_LIMITS.newsletterPerEmail),
    },
    queuePrefix: env.QUEUE_PREFIX ?? 'bull',
    messageRateLimit: parseRateLimit(env.RATE_LIMIT_MESSAGES, DEFAULT_MESSAGE_RATE_LIMIT),
    publicListCacheSeconds: env.PUBLIC_LIST_CACHE_SECONDS ?? (nodeEnv === 'production' ? 10 : 0),
    authUserCacheMs: env.AUTH_USER_CACHE_MS ?? (nodeEnv === 'production' ? 5_000 : 0),
    insightsFlushMs: env.INSIGHTS_FLUSH_MS ?? 5_000,
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: env.STRIPE_API_URL,
      bankTransferIban: (env.BANK_TRANSFER_IBAN ?? DEFAULT_BANK_TRANSFER.iban).replace(/\s+/g, '').toUpperCase(),
      bankTransferBeneficiary: env.BANK_TRANSFER_BENEFICIARY ?? DEFAULT_BANK_TRANSFER.beneficiary,
    },
    billing: {
      schedulerIntervalMs: env.BILLING_SCHEDULER_INTERVAL_MS ?? DEFAULT_BILLING.schedulerIntervalMs,
      invoiceDueDays: env.INVOICE_DUE_DAYS ?? DEFAULT_BILLING.invoiceDueDays,
      issuerName: env.BILLING_ISSUER_NAME ?? DEFAULT_BILLING.issuerName,
      issuerTaxId: env.BILLING_ISSUER_TAX_ID ?? DEFAULT_BILLING.issuerTaxId,
      issuerAddress: env.BILLING_ISSUER_ADDRESS ?? DEFAULT_BILLING.issuerAddress,
      dunningReminderDays: parseDayList(env.DUNNING_REMINDER_DAYS, DEFAULT_BILLING.dunningReminderDays),
      pastDueGraceDays: env.PAST_DUE_GRACE_DAYS ?? DEFAULT_BILLING.pastDueGraceDays,
    },
    mail: {
      retryAttempts: env.MAIL_RETRY_ATTEMPTS ?? DEFAULT_MAIL_DELIVERY.retryAttempts,
      retryBaseDelayMs: env.MAIL_RETRY_BASE_DELAY_MS ?? DEFAULT_MAIL_DELIVERY.retryBaseDelayMs,
      retryMaxDelayMs: env.MAIL_RETRY_MAX_DELAY_MS ?? DEFAULT_MAIL_DELIVERY.retryMaxDelayMs,
      redriveIntervalMs: env.MAIL_REDRIVE_INTERVAL_MS ?? DEFAULT_MAIL_DELIVERY.redriveIntervalMs,
      giveUpAfterMs: env.MAIL_GIVE_UP_AFTER_MS ?? DEFAULT_MAIL_DELIVERY.giveUpAfterMs,
    },
  };
}

/**
 * Outside production a secret may be generated once and kept in the data folder, so a fresh
 * `npm start` needs no setup and sessions survive restarts.
 */
export function localSecret(dataDir: string, key: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[key]) {
    secrets[key] = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[key];
}

/** Off by default: trusting X-Forwarded-For from anyone would let a client pick its own IP. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
