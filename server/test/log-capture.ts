import { Writable } from 'node:stream';

/** A logger destination that keeps every line written to it, for tests that read what was logged. */
export function logCapture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}
