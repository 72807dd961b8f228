import os from 'node:os';
import type { AddressInfo } from 'node:net';

export interface TrustedOriginsOptions {
  /** The address people use (PUBLIC_URL, or its default): its origin is always trusted. */
  publicUrl: string;
  /**
   * When no public address is configured, also trust the addresses the app can actually be reached
   * at on this machine: the loopback names and every address it listens on.
   */
  trustLocalAddresses: boolean;
  /** Further origins to trust (TRUSTED_ORIGINS), e.g. a second domain in front of the same app. */
  extra?: readonly string[];
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/** `http://host:port` with IPv6 addresses bracketed, as browsers write an Origin header. */
function httpOrigin(host: string, port: number): string {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${bracketed}:${port}`).origin;
}

/**
 * The browser origins allowed to send writes (sign-up, sign-in and every /api/v1 change). With a
 * configured public address only that origin (and the listed extras); without one, the loopback names
 * and every address the server listens on, so `http://127.0.0.1:3000` and the machine's network address
 * opened from a phone work as well as `http://localhost:3000`.
 */
export class TrustedOrigins {
  private readonly configured: string[];
  private local: string[] = [];

  constructor(private readonly options: TrustedOriginsOptions) {
    this.configured = [options.publicUrl, ...(options.extra ?? [])].map((url) => new URL(url).origin);
  }

  /** Records where the server listens; without a configured address, those become trusted origins. */
  listeningOn(address: AddressInfo | string | null): void {
    if (!this.options.trustLocalAddresses || !address || typeof address === 'string') return;
    const hosts = new Set(LOOPBACK_HOSTS);
    if (ANY_ADDRESS.has(address.address)) {
      for (const entries of Object.values(os.networkInterfaces())) {
        for (const entry of entries ?? []) {
          // Link-local IPv6 addresses carry a zone (fe80::1%eth0) that browsers never put in an Origin.
          if (entry.family === 'IPv6' && entry.scopeid) continue;
          hosts.add(entry.address);
        }
      }
    } else {
      hosts.add(address.address);
    }
    this.local = [...hosts].map((host) => httpOrigin(host, address.port));
  }

  list(): string[] {
    return [...this.configured, ...this.local];
  }

  has(origin: string): boolean {
    return this.configured.includes(origin) || this.local.includes(origin);
  }
}
