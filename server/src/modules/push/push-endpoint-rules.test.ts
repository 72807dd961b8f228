import { describe, expect, it } from 'vitest';
import {
  addressAllowed,
  ENDPOINT_NOT_HTTPS,
  ENDPOINT_NOT_PUBLIC,
  endpointRefusal,
  guardedLookup,
} from './push-endpoint-rules';

const strict = { allowLocal: false };
const local = { allowLocal: true };

describe('push endpoint rules', () => {
  it('accepts the public https push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm',
      'https://web.push.apple.com/QGuQyavXutnMRLZ',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://fcm.googleapis.com:443/fcm/send/abc',
      'https://[2607:f8b0:4004:c07::5f]/push/abc',
    ]) {
      expect(endpointRefusal(endpoint, strict), endpoint).toBeUndefined();
    }
  });

  it('refuses http, other ports, credentials and addresses that are not public', () => {
    const cases: Array<[string, string]> = [
      ['http://fcm.googleapis.com/fcm/send/abc', ENDPOINT_NOT_HTTPS],
      ['ftp://fcm.googleapis.com/abc', ENDPOINT_NOT_HTTPS],
      ['https://fcm.googleapis.com:8443/abc', ENDPOINT_NOT_PUBLIC],
      ['https://user:pass@fcm.googleapis.com/abc', ENDPOINT_NOT_PUBLIC],
      ['https://localhost/push', ENDPOINT_NOT_PUBLIC],
      ['https://127.0.0.1/push', ENDPOINT_NOT_PUBLIC],
      ['https://2130706433/push', ENDPOINT_NOT_PUBLIC],
      ['https://0x7f.1/push', ENDPOINT_NOT_PUBLIC],
      ['https://10.1.2.3/push', ENDPOINT_NOT_PUBLIC],
      ['https://172.20.0.5/push', ENDPOINT_NOT_PUBLIC],
      ['https://192.168.1.10/push', ENDPOINT_NOT_PUBLIC],
      ['https://169.254.169.254/latest/meta-data', ENDPOINT_NOT_PUBLIC],
      ['https://100.100.100.200/latest', ENDPOINT_NOT_PUBLIC],
      ['https://0.0.0.0/push', ENDPOINT_NOT_PUBLIC],
      ['https://[::1]/push', ENDPOINT_NOT_PUBLIC],
      ['https://[::ffff:127.0.0.1]/push', ENDPOINT_NOT_PUBLIC],
      ['https://[::ffff:a9fe:a9fe]/push', ENDPOINT_NOT_PUBLIC],
      ['https://[fd00::1]/push', ENDPOINT_NOT_PUBLIC],
      ['https://[fe80::1]/push', ENDPOINT_NOT_PUBLIC],
      ['https://metadata.google.internal/computeMetadata', ENDPOINT_NOT_PUBLIC],
      ['https://printer.local/push', ENDPOINT_NOT_PUBLIC],
      ['https://intranet/push', ENDPOINT_NOT_PUBLIC],
      ['not a url', ENDPOINT_NOT_PUBLIC],
    ];
    for (const [endpoint, refusal] of cases) {
      expect(endpointRefusal(endpoint, strict), endpoint).toBe(refusal);
    }
  });

  it('with local endpoints allowed (tests), accepts this machine over http on any port, never the LAN', () => {
    expect(endpointRefusal('http://127.0.0.1:4567/push/a', local)).toBeUndefined();
    expect(endpointRefusal('http://localhost:4567/push/a', local)).toBeUndefined();
    expect(endpointRefusal('http://[::1]:4567/push/a', local)).toBeUndefined();
    expect(endpointRefusal('http://192.168.1.10:4567/push/a', local)).toBe(ENDPOINT_NOT_HTTPS);
    expect(endpointRefusal('https://10.0.0.1/push/a', local)).toBe(ENDPOINT_NOT_PUBLIC);
    expect(endpointRefusal('https://169.254.169.254/latest', local)).toBe(ENDPOINT_NOT_PUBLIC);
  });

  it('judges resolved addresses the same way', () => {
    expect(addressAllowed('142.250.185.10', strict)).toBe(true);
    expect(addressAllowed('2a00:1450:4001:80b::200a', strict)).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.8', '::1', '::ffff:10.0.0.8', '64:ff9b::a00:8', 'fc00::2']) {
      expect(addressAllowed(address, strict), address).toBe(false);
    }
    expect(addressAllowed('127.0.0.1', local)).toBe(true);
    expect(addressAllowed('10.0.0.8', local)).toBe(false);
  });

  it('refuses to connect to a name that resolves to a non-public address', async () => {
    const resolve = (rules: { allowLocal: boolean }) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) =>
        guardedLookup(rules)('localhost', { family: 4 }, (error, address) => done({ error, address })),
      );
    const refused = await resolve(strict);
    expect(refused.error?.code).toBe('EPUSHDENIED');
    const allowed = await resolve(local);
    expect(allowed.error).toBeNull();
    expect(allowed.address).toBe('127.0.0.1');
  });
});
