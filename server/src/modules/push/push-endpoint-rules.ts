import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

/**
 * Where the server may send a push. A subscription's endpoint comes from the browser, so from whoever holds
 * a session: without rules, anyone could make the server POST to addresses only it can reach (its database,
 * a cloud metadata service, the LAN). Push services are public https services on port 443, so only those
 * are accepted: checked when a device subscribes, and again at the moment of sending, on the addresses the
 * host name resolves to then (a name may resolve to a private address later on).
 *
 * `allowLocal` (tests and development only) also accepts this machine's loopback addresses, over http or
 * https on any port, for a push service written for the tests. Private networks stay refused.
 */
export interface EndpointRules {
  allowLocal: boolean;
}

export const ENDPOINT_NOT_HTTPS = 'Push reminders can only be sent to an https push service.';
export const ENDPOINT_NOT_PUBLIC =
  'This push address is not a public push service, so Flowmind will not send to it.';

/** Addresses that are not on the public internet (RFC 6890 and friends), IPv4 and IPv6. */
const NON_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) or NAT64
 * (64:ff9b::a.b.c.d) IPv6 address, which reach that IPv4 address: it is judged as such.
 */
function embeddedIpv4(address: string): string | undefined {
  const match = /^(?:::ffff:|::|64:ff9b::)(?:0:)?([0-9a-f.:]+)$/i.exec(address);
  if (!match) return undefined;
  const tail = match[1]!;
  if (net.isIPv4(tail)) return tail;
  // The hex spelling, e.g. ::ffff:7f00:1
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address may receive a push under these rules. */
export function addressAllowed(address: string, rules: EndpointRules): boolean {
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return false;
  const inner = family === 'ipv6' ? embeddedIpv4(address) : undefined;
  if (inner) return addressAllowed(inner, rules);
  if (rules.allowLocal && LOOPBACK.check(address, family)) return true;
  return !NON_PUBLIC.check(address, family);
}

const LOCAL_NAMES = /(?:^|\.)(?:localhost|local|internal|intranet|lan|home|corp|localdomain|home\.arpa)$/i;

/**
 * Why an endpoint is refused, or undefined when the server may send to it. Judges the address as written:
 * an IP literal by its range, a name by its suffix; what a name resolves to is judged when sending.
 */
export function endpointRefusal(endpoint: string, rules: EndpointRules): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_NOT_PUBLIC;
  }
  if (url.username || url.password) return ENDPOINT_NOT_PUBLIC;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  const literal = net.isIP(host) !== 0;
  const loopbackName = host.toLowerCase() === 'localhost';
  const local =
    rules.allowLocal &&
    (loopbackName || (literal && LOOPBACK.check(host, net.isIPv4(host) ? 'ipv4' : 'ipv6')));
  if (local) return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : ENDPOINT_NOT_HTTPS;
  if (url.protocol !== 'https:') return ENDPOINT_NOT_HTTPS;
  // Push services listen on the https port; any other port on a public host is not a push service.
  if (url.port !== '' && url.port !== '443') return ENDPOINT_NOT_PUBLIC;
  if (literal) return addressAllowed(host, rules) ? undefined : ENDPOINT_NOT_PUBLIC;
  if (!host.includes('.') || LOCAL_NAMES.test(host)) return ENDPOINT_NOT_PUBLIC;
  return undefined;
}

/**
 * A DNS lookup for the request to a push service that fails unless every address the name resolves to is
 * allowed: the connection goes to an address checked here, never to one resolved again later.
 */
export function guardedLookup(rules: EndpointRules): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !addressAllowed(entry.address, rules));
      if (refused || addresses.length === 0) {
        const denied = Object.assign(
          new Error(`push endpoint ${hostname} resolves to a non-public address`),
          {
            code: 'EPUSHDENIED',
          },
        );
        return callback(denied, '', 0);
      }
      if (options.all) return callback(null, addresses, 0);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
