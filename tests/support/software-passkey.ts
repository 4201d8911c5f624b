import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

/**
 * A passkey held in memory, for tests that talk to the passkey plugin without
 * a browser: it answers registration and sign-in options as a platform
 * authenticator that checked its owner (user verified) would, with "none"
 * attestation and an ES256 key.
 */

/** The few CBOR shapes WebAuthn's structures use: integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number, number | Uint8Array> | Record<string, string | Uint8Array | Record<string, never>>): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries: Array<[number | string, unknown]> = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item as never)])]);
}

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
/** User present and user verified; with attested credential data when registering. */
const FLAGS = { asserting: 0x05, registering: 0x45 };

export function softwarePasskey(origin: string) {
  const rpId = new URL(origin).hostname;
  const credentialId = randomBytes(16);
  const id = credentialId.toString("base64url");
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = cbor(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x ?? "", "base64url")], [-3, Buffer.from(jwk.y ?? "", "base64url")]]));
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authenticatorData = (flags: number, attested: Buffer = Buffer.alloc(0)) => Buffer.concat([sha256(rpId), Buffer.from([flags, 0, 0, 0, 0]), attested]);
  return {
    id,
    /** The answer to `/passkey/generate-register-options`, for `/passkey/verify-registration`'s `response`. */
    register({ challenge }: { challenge: string }) {
      const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, coseKey]);
      const attestationObject = cbor({ fmt: "none", attStmt: {}, authData: authenticatorData(FLAGS.registering, attested) });
      return {
        id,
        rawId: id,
        type: "public-key",
        response: { clientDataJSON: clientData("webauthn.create", challenge).toString("base64url"), attestationObject: attestationObject.toString("base64url"), transports: ["internal"] },
        clientExtensionResults: {},
      };
    },
    /** The answer to `/passkey/generate-authenticate-options`, for `/passkey/verify-authentication`'s `response`. */
    assert({ challenge }: { challenge: string }) {
      const data = authenticatorData(FLAGS.asserting);
      const client = clientData("webauthn.get", challenge);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: client.toString("base64url"),
          authenticatorData: data.toString("base64url"),
          signature: sign("sha256", Buffer.concat([data, sha256(client)]), privateKey).toString("base64url"),
        },
        clientExtensionResults: {},
      };
    },
  };
}
