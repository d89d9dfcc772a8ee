import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/**
 * A software passkey authenticator (ES256, attestation 'none') for API tests: it answers the options the
 * server sends as a browser with a platform authenticator would, JSON-encoded as navigator.credentials returns them.
 */
export class SoftAuthenticator {
  readonly credentialId = b64url(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  /** Whether the person was verified (PIN, biometrics): the UV flag of each answer. */
  userVerified = true;

  constructor(readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, attested?: Uint8Array) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags | (this.userVerified ? UV : 0)]),
      count,
      ...(attested ? [attested] : []),
    ]);
  }

  /** navigator.credentials.create(): a new credential for the options' relying party and challenge. */
  create(options: CreationOptions, overrides: { origin?: string; rpId?: string } = {}) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const id = Buffer.from(this.credentialId, 'base64url');
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(rpId, UP | AT, attested)],
      ]) as Map<string, string>,
    );
    return this.credential({
      clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** What the browser hands the page for this credential, around an attestation or an assertion. */
  private credential<R>(response: R) {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response,
    };
  }

  /** navigator.credentials.get(): this credential's signature over the options' challenge (each use counts up). */
  get(options: RequestOptions, overrides: { origin?: string; challenge?: string; rpId?: string } = {}) {
    this.counter += 1;
    const rpId = overrides.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const clientDataJSON = this.clientData(
      'webauthn.get',
      overrides.challenge ?? options.challenge,
      overrides.origin ?? this.origin,
    );
    const authenticatorData = this.authData(rpId, UP);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
      userHandle: undefined,
    });
  }
}
