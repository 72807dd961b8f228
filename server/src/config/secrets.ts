import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';

/** AUTH_SECRET from the environment, else one generated once into DATA_DIR (readable by the owner only). */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** The server's VAPID key pair, which signs every push it sends (base64url, as web-push and browsers take it). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID keys from the environment, else a pair generated once into DATA_DIR (readable by the owner only).
 * Browsers tie each push subscription to the public key: a new pair would silence every device until its
 * person turns push reminders on again, so the pair is kept, and every instance must share it.
 */
export function resolveVapidKeys(configured: Partial<VapidKeys>, dataDir: string): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  const stored = readVapidKeys(file);
  if (stored) return stored;
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify(generated) + '\n', { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    // Another process sharing DATA_DIR wrote its pair first: that one is the pair.
    const theirs = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readVapidKeys(file) : undefined;
    if (theirs) return theirs;
    throw error;
  }
}

function readVapidKeys(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file} does not hold a VAPID key pair; remove it to generate a new one`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
