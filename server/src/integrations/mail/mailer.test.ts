import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer } from './mailer';

/** A minimal SMTP server speaking the real protocol, keeping each message it accepts. */
function startSmtpServer(): Promise<{ port: number; messages: string[]; close: () => void }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test ESMTP ready\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += line + '\n';
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, messages, close: () => server.close() }),
    ),
  );
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const message = {
  to: 'sam@example.com',
  subject: 'Reset your Flowmind password',
  text: 'Open http://localhost:3000/reset',
  html: '<p>Open <a href="http://localhost:3000/reset">the link</a></p>',
};

describe('mailers', () => {
  it('delivers through SMTP when SMTP_URL is set', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Flowmind <no-reply@flowmind.local>');
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: sam@example.com');
    expect(smtp.messages[0]).toContain('Subject: Reset your Flowmind password');
    expect(smtp.messages[0]).toContain('http://localhost:3000/reset');
  });

  it('writes a standard .eml file to the outbox otherwise', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-outbox-'));
    try {
      await createOutboxMailer(outbox, 'Flowmind <no-reply@flowmind.local>').send(message);
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toMatch(/^From: Flowmind <no-reply@flowmind\.local>$/m);
      expect(eml).toContain('http://localhost:3000/reset');
    } finally {
      fs.rmSync(outbox, { recursive: true, force: true });
    }
  });
});
