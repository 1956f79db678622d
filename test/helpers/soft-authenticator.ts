import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the HTTP specs: it answers the options of
 * @simplewebauthn/server the way a browser and a platform authenticator would (ES256 key,
 * attestation "none", user present and verified), signing with a real P-256 key, so the server's
 * verification runs unchanged. Browser journeys use Chromium's virtual authenticator instead.
 */
export interface SoftAuthenticatorOptions {
  /** The page's origin as the browser would report it (PUBLIC_URL's origin unless testing a wrong one). */
  origin: string;
  rpId: string;
  /** Whether the authenticator reports user verification (fingerprint, face, PIN). */
  userVerified?: boolean;
  /** Platform authenticators count signatures; synced passkeys report 0 every time. */
  countsSignatures?: boolean;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
type Cbor = Parameters<typeof isoCBOR.encode>[0];

const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The user handle the server gave at registration (sent back at sign-in, as browsers do). */
  private userHandle = '';
  counter = 0;

  constructor(private readonly options: SoftAuthenticatorOptions) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** A copy holding the same key and counter (a cloned authenticator), optionally behaving otherwise. */
  clone(overrides: Partial<SoftAuthenticatorOptions> = {}): SoftAuthenticator {
    const copy = Object.assign(Object.create(SoftAuthenticator.prototype) as SoftAuthenticator, this);
    return Object.assign(copy, { options: { ...this.options, ...overrides } });
  }

  /** The RegistrationResponseJSON a browser sends after navigator.credentials.create(options). */
  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cosePublicKey = isoCBOR.encode(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(0x40), // AT: attested credential data follows
      Buffer.alloc(16), // AAGUID (none)
      idLength,
      this.credentialId,
      Buffer.from(cosePublicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, Cbor>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, this.options.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The AuthenticationResponseJSON a browser sends after navigator.credentials.get(options). */
  signIn(options: { challenge: string }) {
    const authData = this.authDataHead(0);
    const clientDataJSON = clientData('webauthn.get', options.challenge, this.options.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }

  /** rpIdHash, flags (UP, UV unless told otherwise, plus `extraFlags`) and the signature counter. */
  private authDataHead(extraFlags: number): Buffer {
    if (this.options.countsSignatures !== false) this.counter += 1;
    const flags = 0x01 | (this.options.userVerified === false ? 0 : 0x04) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.options.countsSignatures === false ? 0 : this.counter);
    return Buffer.concat([sha256(this.options.rpId), Buffer.from([flags]), counter]);
  }
}
