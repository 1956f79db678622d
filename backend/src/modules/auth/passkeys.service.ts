import { isUuid } from '@rutalia/catalog';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { DataSource } from 'typeorm';
import { assertAccountUsable } from '../../common/auth/auth-errors.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AuthUsersService } from '../../common/auth/auth-users.service.js';
import { AppException } from '../../common/errors/app-exception.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuthService, type SignedIn } from './auth.service.js';
import { describeDevice, UNKNOWN_DEVICE } from './devices-ua.js';
import { PasskeyMessages, passkeyChallengeExpired, passkeyRegistrationFailed, passkeySignInFailed } from './passkey-errors.js';
import * as sql from './passkeys-sql.js';

/** A ceremony's challenge lives 5 minutes (the browser's own timeout is 1 minute). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_PASSKEYS_PER_USER = 10;
/**
 * ES256, EdDSA and RS256: what authenticators use. Given explicitly, since the library's default
 * probes the runtime for post-quantum algorithms, which Node 24 reports with experimental warnings.
 */
const SUPPORTED_ALGORITHMS = [-7, -8, -257];
/** The transports WebAuthn defines; anything else the browser reports is dropped, not stored. */
const KNOWN_TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

export interface PasskeyCeremony<T> {
  challengeId: string;
  options: T;
}

export interface PasskeyView {
  id: string;
  name: string;
  synced: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const toView = (row: sql.PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  synced: row.deviceType === 'multiDevice',
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): any account may register some and then sign in
 * with one instead of the password. The browser proves possession of the private key and, as
 * asked here (`userVerification: 'required'`), that the person unlocked it (fingerprint, face or
 * PIN): two factors in one step, so a passkey sign-in skips the TOTP step. The relying party is
 * PUBLIC_URL's host; only its origin is accepted.
 */
@Injectable()
export class PasskeysService {
  private readonly logger = new Logger(PasskeysService.name);
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: AuthUsersService,
    private readonly auth: AuthService,
  ) {
    const url = new URL(config.publicUrl);
    this.rpID = url.hostname;
    this.origin = url.origin;
  }

  async list(user: AuthUser): Promise<PasskeyView[]> {
    return (await sql.listPasskeys(this.dataSource, user.id)).map(toView);
  }

  async registrationOptions(user: AuthUser): Promise<PasskeyCeremony<PublicKeyCredentialCreationOptionsJSON>> {
    const existing = await sql.listPasskeys(this.dataSource, user.id);
    if (existing.length >= MAX_PASSKEYS_PER_USER) throw AppException.conflict(PasskeyMessages.LIMIT_REACHED, 'PASSKEY_LIMIT_REACHED');
    const options = await generateRegistrationOptions({
      rpName: 'Rutalia',
      rpID: this.rpID,
      userName: user.email,
      userDisplayName: user.fullName,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      // The same authenticator twice is refused by the browser itself.
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    return { challengeId: await this.storeChallenge(user.id, 'registration', options.challenge), options };
  }

  async register(
    user: AuthUser,
    challengeId: string,
    response: RegistrationResponseJSON,
    userAgent?: string,
    name?: string,
  ): Promise<PasskeyView> {
    const challenge = await sql.consumeChallenge(this.dataSource, challengeId, 'registration', user.id);
    if (!challenge) throw passkeyChallengeExpired();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    }).catch((error: Error) => {
      this.logger.warn(`Registro de llave de acceso rechazado: ${error.message}`);
      return undefined;
    });
    if (!verification?.verified) throw passkeyRegistrationFailed();
    if ((await sql.countPasskeys(this.dataSource, user.id)) >= MAX_PASSKEYS_PER_USER) {
      throw AppException.conflict(PasskeyMessages.LIMIT_REACHED, 'PASSKEY_LIMIT_REACHED');
    }
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const row = await sql.insertPasskey(this.dataSource, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: String(credential.counter),
      transports: (credential.transports ?? []).filter((transport) => KNOWN_TRANSPORTS.has(transport)),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: name?.trim() || defaultName(userAgent),
    });
    if (!row) throw AppException.conflict(PasskeyMessages.ALREADY_REGISTERED, 'PASSKEY_ALREADY_REGISTERED');
    return toView(row);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await sql.deletePasskey(this.dataSource, user.id, id)))
      throw AppException.notFound(PasskeyMessages.NOT_FOUND, 'PASSKEY_NOT_FOUND');
  }

  /** Sign-in options: no list of credentials, the browser offers the passkeys it holds for the site. */
  async signInOptions(): Promise<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>> {
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: 'required' });
    return { challengeId: await this.storeChallenge(null, 'authentication', options.challenge), options };
  }

  async signIn(challengeId: string, response: AuthenticationResponseJSON, remember: boolean, userAgent?: string): Promise<SignedIn> {
    const challenge = await sql.consumeChallenge(this.dataSource, challengeId, 'authentication', null);
    if (!challenge) throw passkeyChallengeExpired();
    const passkey = typeof response?.id === 'string' ? await sql.findPasskeyByCredential(this.dataSource, response.id) : undefined;
    if (!passkey) throw passkeySignInFailed();
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
    }).catch((error: Error) => {
      this.logger.warn(`Inicio de sesión con llave de acceso rechazado: ${error.message}`);
      return undefined;
    });
    if (!verification?.verified) throw passkeySignInFailed();
    // A counter that did not advance means a copied authenticator (or a replay that raced this one).
    if (!(await sql.recordPasskeyUse(this.dataSource, passkey.id, passkey.counter, verification.authenticationInfo.newCounter))) {
      throw passkeySignInFailed();
    }
    const record = await this.users.findById(passkey.userId);
    if (!record) throw passkeySignInFailed();
    assertAccountUsable(record);
    return this.auth.startSession(record, remember, userAgent);
  }

  private storeChallenge(userId: string | null, purpose: sql.ChallengePurpose, challenge: string): Promise<string> {
    return sql.insertChallenge(this.dataSource, { userId, purpose, challenge, expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS) });
  }
}

/** «Chrome 131 en Linux» from the browser that registered it, when the user gives no name. */
function defaultName(userAgent?: string): string {
  const label = describeDevice(userAgent ?? null).label;
  return (label === UNKNOWN_DEVICE ? 'Llave de acceso' : label).slice(0, 80);
}
