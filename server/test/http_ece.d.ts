// Minimal typings for http_ece (CommonJS without bundled types): decrypting an aes128gcm Web Push body with
// the receiving device's key pair and authentication secret, as a push-receiving browser does.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParameters {
    version: 'aes128gcm';
    /** The receiver's key pair; the sender's public key and salt are read from the body's header. */
    privateKey: ECDH;
    /** The receiver's 16-byte authentication secret (a Buffer or base64url text). */
    authSecret: Buffer | string;
  }

  export function decrypt(body: Buffer, parameters: DecryptParameters): Buffer;

  const ece: { decrypt: typeof decrypt };
  export default ece;
}
