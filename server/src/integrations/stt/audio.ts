import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findExecutable, runProgram } from './process';

export type AudioContainer = 'webm' | 'ogg' | 'mp4' | 'wav';

export const CONTAINER_MIME_TYPES: Record<AudioContainer, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
};

/** ffmpeg's demuxer for each container: decoding is pinned to it, so no upload can make ffmpeg open other files. */
const DEMUXERS: Record<AudioContainer, string> = { webm: 'matroska', ogg: 'ogg', mp4: 'mp4', wav: 'wav' };

/** The container of an upload from its first bytes (what browsers' MediaRecorder and WAV writers produce). */
export function sniffContainer(bytes: Buffer): AudioContainer | null {
  if (bytes.length < 12) return null;
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (bytes.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return null;
}

export const PCM_SAMPLE_RATE = 16_000;

/** A canonical 16-bit mono WAV around raw little-endian samples. */
export function wavFromPcm16(pcm: Buffer, sampleRate = PCM_SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  format: number;
  dataOffset: number;
  dataBytes: number;
  durationSeconds: number;
}

/** Reads a WAV's format and length without decoding it (for servers without ffmpeg); null when it is not one. */
export function readWavInfo(bytes: Buffer): WavInfo | null {
  if (sniffContainer(bytes) !== 'wav') return null;
  let offset = 12;
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'durationSeconds'> | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= bytes.length) {
      fmt = {
        format: bytes.readUInt16LE(offset + 8),
        channels: bytes.readUInt16LE(offset + 10),
        sampleRate: bytes.readUInt32LE(offset + 12),
        bitsPerSample: bytes.readUInt16LE(offset + 22),
      };
    }
    if (id === 'data') {
      if (!fmt || fmt.channels === 0 || fmt.sampleRate === 0 || fmt.bitsPerSample === 0) return null;
      // Streaming writers leave the size at 0 or 0xffffffff: the data then runs to the end of the file.
      const available = bytes.length - offset - 8;
      const dataBytes = size === 0 || size > available ? available : size;
      const bytesPerSecond = fmt.sampleRate * fmt.channels * (fmt.bitsPerSample / 8);
      return { ...fmt, dataOffset: offset + 8, dataBytes, durationSeconds: dataBytes / bytesPerSecond };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** True for the 16 kHz mono 16-bit PCM WAV that PocketSphinx reads directly. */
export function isPcm16kMonoWav(bytes: Buffer): boolean {
  const info = readWavInfo(bytes);
  return (
    !!info &&
    info.format === 1 &&
    info.channels === 1 &&
    info.sampleRate === PCM_SAMPLE_RATE &&
    info.bitsPerSample === 16
  );
}

export interface DecodedAudio {
  container: AudioContainer;
  /** 16 kHz mono 16-bit WAV. */
  wav: Buffer;
  durationSeconds: number;
}

export class AudioDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AudioDecodeError';
  }
}

export interface AudioDecoder {
  available(): boolean;
  /** Which program decodes, or why none can. */
  describe(): string;
  /**
   * Decodes any browser recording to 16 kHz mono PCM; stops after `maxSeconds` (so a too-long upload costs
   * no more than that), which the caller sees as a duration just over the limit.
   */
  decode(bytes: Buffer, maxSeconds: number): Promise<DecodedAudio>;
}

/** ffmpeg (Debian `ffmpeg`) reading a temporary file: MP4 needs seeking, which a pipe cannot do. */
export function createFfmpegDecoder(options: { ffmpegPath?: string; timeoutMs?: number } = {}): AudioDecoder {
  const name = options.ffmpegPath ?? 'ffmpeg';
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    available: () => findExecutable(name) !== null,
    describe() {
      return findExecutable(name) ? 'ffmpeg' : `${name} is not installed (Debian package ffmpeg)`;
    },
    async decode(bytes, maxSeconds) {
      const container = sniffContainer(bytes);
      if (!container) throw new AudioDecodeError('Not a WebM, Ogg, MP4 or WAV recording.');
      const ffmpeg = findExecutable(name);
      if (!ffmpeg) throw new AudioDecodeError(`${name} is not installed.`);
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'flowmind-audio-'));
      try {
        const input = path.join(folder, `input.${container}`);
        await fs.writeFile(input, bytes);
        const limitSeconds = maxSeconds + 1;
        const result = await runProgram(
          ffmpeg,
          [
            '-nostdin',
            '-hide_banner',
            '-loglevel',
            'error',
            '-protocol_whitelist',
            'file',
            '-f',
            DEMUXERS[container],
            '-i',
            input,
            '-t',
            String(limitSeconds),
            '-vn',
            '-ac',
            '1',
            '-ar',
            String(PCM_SAMPLE_RATE),
            '-acodec',
            'pcm_s16le',
            '-f',
            's16le',
            'pipe:1',
          ],
          { timeoutMs, maxOutputBytes: Math.ceil(limitSeconds * PCM_SAMPLE_RATE * 2) + 65_536 },
        );
        if (result.code !== 0) {
          throw new AudioDecodeError(
            `ffmpeg could not decode the ${container} recording: ${result.stderr.trim().split('\n')[0] ?? ''}`,
          );
        }
        const pcm = result.stdout.subarray(0, result.stdout.length - (result.stdout.length % 2));
        return { container, wav: wavFromPcm16(pcm), durationSeconds: pcm.length / (PCM_SAMPLE_RATE * 2) };
      } catch (error) {
        if (error instanceof AudioDecodeError) throw error;
        throw new AudioDecodeError((error as Error).message);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
  };
}
