import { Transform } from 'class-transformer';
import { IsBooleanString, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

/** A rate limit setting: `<attempts>/<window>`, the window in seconds, minutes or hours (`20/15m`). */
export const RATE_LIMIT_PATTERN = /^\d{1,6}\/\d{1,6}[smh]$/;
const RATE_LIMIT_MESSAGE = (name: string) => `${name} debe tener la forma <intentos>/<ventana>, p. ej. 20/15m (s, m o h)`;

/** Every environment variable the app reads, validated once at start-up (see `.env.example`). */
export class Environment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL debe ser una URL postgres://…' })
  DATABASE_URL?: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL debe ser una URL redis://…' })
  REDIS_URL?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1024)
  @Max(65535)
  EMBEDDED_PG_PORT?: number;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET debe tener al menos 32 caracteres' })
  JWT_SECRET?: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @IsBooleanString()
  RUN_WORKERS?: string;

  @IsOptional()
  @IsIn(['auto', 'off'])
  DEMO_DATA?: 'auto' | 'off';

  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL debe ser una URL smtp://…' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @Matches(/^\+?\d{9,15}$/, { message: 'WHATSAPP_NUMBER debe ser un número en formato internacional' })
  WHATSAPP_NUMBER?: string;

  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'WHATSAPP_GREETING admite como máximo 300 caracteres' })
  WHATSAPP_GREETING?: string;

  @IsOptional()
  @Matches(/^(true|false|\d{1,2}|[\d.:/a-fA-F, ]+)$/, {
    message: 'TRUST_PROXY debe ser true, false, un número de saltos o una lista de IP/CIDR',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsString()
  @MinLength(24, { message: 'ADMIN_INVITE_TOKEN debe tener al menos 24 caracteres' })
  ADMIN_INVITE_TOKEN?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'QUEUE_PREFIX solo admite letras, números, _ y - (hasta 40)' })
  QUEUE_PREFIX?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(24 * 3600 * 1000)
  BILLING_SCHEDULER_INTERVAL_MS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(100)
  MAIL_RETRY_ATTEMPTS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(24 * 3600 * 1000)
  MAIL_RETRY_BASE_DELAY_MS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(24 * 3600 * 1000)
  MAIL_RETRY_MAX_DELAY_MS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(24 * 3600 * 1000)
  MAIL_REDRIVE_INTERVAL_MS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1000)
  @Max(90 * 24 * 3600 * 1000)
  MAIL_GIVE_UP_AFTER_MS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt({ message: 'PUBLIC_LIST_CACHE_SECONDS debe ser un número entero de segundos' })
  @Min(0)
  @Max(3600)
  PUBLIC_LIST_CACHE_SECONDS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt({ message: 'AUTH_USER_CACHE_MS debe ser un número entero de milisegundos' })
  @Min(0)
  @Max(60_000)
  AUTH_USER_CACHE_MS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt({ message: 'INSIGHTS_FLUSH_MS debe ser un número entero de milisegundos' })
  @Min(0)
  @Max(600_000)
  INSIGHTS_FLUSH_MS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt({ message: 'ACCESS_TOKEN_TTL_SECONDS debe ser un número entero de segundos' })
  @Min(2)
  @Max(3600)
  ACCESS_TOKEN_TTL_SECONDS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(365)
  INVOICE_DUE_DAYS?: number;

  @IsOptional()
  @Matches(/^\s*\d{1,3}\s*(,\s*\d{1,3}\s*){0,19}$/, {
    message: 'DUNNING_REMINDER_DAYS debe ser una lista de días separados por comas, p. ej. 0,3,7',
  })
  DUNNING_REMINDER_DAYS?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt({ message: 'PAST_DUE_GRACE_DAYS debe ser un número entero de días' })
  @Min(1)
  @Max(365)
  PAST_DUE_GRACE_DAYS?: number;

  @IsOptional()
  @IsString()
  BILLING_ISSUER_NAME?: string;

  @IsOptional()
  @Matches(/^[A-Z0-9]{9}$/, { message: 'BILLING_ISSUER_TAX_ID debe ser un NIF/CIF de 9 caracteres (letras mayúsculas y números)' })
  BILLING_ISSUER_TAX_ID?: string;

  @IsOptional()
  @IsString()
  BILLING_ISSUER_ADDRESS?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_LOGIN_IP') })
  RATE_LIMIT_LOGIN_IP?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_LOGIN_EMAIL') })
  RATE_LIMIT_LOGIN_EMAIL?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_FORGOT_IP') })
  RATE_LIMIT_FORGOT_IP?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_FORGOT_EMAIL') })
  RATE_LIMIT_FORGOT_EMAIL?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_REGISTER_IP') })
  RATE_LIMIT_REGISTER_IP?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_MESSAGES') })
  RATE_LIMIT_MESSAGES?: string;

  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true },
    { message: 'AI_API_URL debe ser una URL http(s)://… de un endpoint compatible con chat completions' },
  )
  AI_API_URL?: string;

  @IsOptional()
  @IsString()
  AI_API_KEY?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'AI_MODEL admite como máximo 100 caracteres' })
  AI_MODEL?: string;

  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, {
    message: 'STRIPE_SECRET_KEY debe ser una clave secreta de Stripe (sk_test_…, sk_live_… o rk_…)',
  })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^whsec_[A-Za-z0-9]{8,}$/, { message: 'STRIPE_WEBHOOK_SECRET debe ser el secreto de firma del webhook de Stripe (whsec_…)' })
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'STRIPE_API_URL debe ser una URL http(s)://…' },
  )
  STRIPE_API_URL?: string;

  @IsOptional()
  @Matches(/^\s*ES\d{2}(\s?\d{4}){5}\s*$/i, {
    message: 'BANK_TRANSFER_IBAN debe ser un IBAN español: ES y 22 dígitos (p. ej. ES82 0000 0000 0000 0000 0000)',
  })
  BANK_TRANSFER_IBAN?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'BANK_TRANSFER_BENEFICIARY admite como máximo 120 caracteres' })
  BANK_TRANSFER_BENEFICIARY?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_CONTACT_IP') })
  RATE_LIMIT_CONTACT_IP?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_NEWSLETTER_IP') })
  RATE_LIMIT_NEWSLETTER_IP?: string;

  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: RATE_LIMIT_MESSAGE('RATE_LIMIT_NEWSLETTER_EMAIL') })
  RATE_LIMIT_NEWSLETTER_EMAIL?: string;
}
