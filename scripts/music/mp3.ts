/**
 * MP3 encoding of one loop period that plays back without any seam.
 *
 * Two things usually put a seam into a looping MP3. First, LAME starts every stream with an encoder delay and
 * pads its end to a whole frame; players that read both lengths from a LAME "Info" tag (ffmpeg, and the browsers'
 * MP3 demuxers built on the same conventions) cut them away. wasm-media-encoders writes no such tag, so we add
 * one. Second, even with exact lengths, the codec's noise at the end of the file and at its start comes from two
 * unrelated stretches of the stream, and a decoder restarting at the top has no overlap state: the join is a tiny
 * step in the noise.
 *
 * So the file is cut out of a longer stream instead. The encoder is fed the loop three times over; from the
 * second period on, its decoded output repeats exactly, period after period (the loop lasts a whole number of
 * frames, and LAME is deterministic). We keep the frames of one period plus a few frames just before it, and
 * declare those few as delay. A player that jumps back to the top decodes them to rebuild the codec state (bit
 * reservoir and overlap) that the real continuation would have had, then plays the period, whose first sample is
 * exactly what follows its last one.
 */
import { createMp3Encoder } from 'wasm-media-encoders';

/**
 * The level change through this LAME build: it scales its float input by 0.95 (decoded ÷ source measures 0.9499
 * at every bitrate), so tracks are levelled this much louder to land on target.
 */
export const ENCODER_GAIN_DB = 20 * Math.log10(0.95);
export const SAMPLES_PER_FRAME = 1152;
/**
 * Decoded sample q of a LAME stream is input sample q - 1105: LAME's encoder delay (576, ENCDELAY in LAME 3.100)
 * plus the decoder's own 529 samples, which players add to the tag's delay themselves.
 */
const LAME_ENCODER_DELAY = 576;
const DECODER_DELAY = 529;
const TOTAL_DELAY = LAME_ENCODER_DELAY + DECODER_DELAY;
/** The tag stores delay and padding in 12 bits each. */
const MAX_TAG_SAMPLES = 4095;
/**
 * Frames kept before the period. A frame's data may start up to 511 bytes back in the bit reservoir (three
 * frames at these rates), so the last of four pre-roll frames decodes exactly as in the continuous stream.
 */
const PRE_ROLL_FRAMES = 4;
/** Frames of input fed after the last period used, so the encoder's look-ahead sees the real continuation. */
const LOOK_AHEAD_FRAMES = 16;
/** The period cut out: the third, well inside the encoder's periodic steady state. */
const STEADY_PERIOD = 2;

type Bitrate = 64 | 80 | 96 | 112 | 128;

export interface Mp3Options {
  sampleRate: 44100 | 48000;
  bitrate: Bitrate;
}

export interface EncodedLoop {
  bytes: Uint8Array;
  /** Audio frames after the Info frame. */
  frames: number;
  /** The tag's encoder delay: with the decoder's 529 samples, what a player skips at the start (the pre-roll). */
  delay: number;
  /** The tag's padding: samples a player drops at the end (less the decoder's 529). */
  padding: number;
}

interface FrameHeader {
  bitrateKbps: number;
  sampleRate: number;
  padding: boolean;
  channelMode: number;
  length: number;
}

const BITRATES_MPEG1_LAYER3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES_MPEG1 = [44100, 48000, 32000];

/** Parses an MPEG-1 Layer III frame header (the only kind this encoder writes at these settings). */
export function parseFrameHeader(bytes: Uint8Array, offset: number): FrameHeader {
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xfe) !== 0xfa) {
    throw new Error(`No MPEG-1 Layer III frame at byte ${offset}`);
  }
  const bitrateKbps = BITRATES_MPEG1_LAYER3[b2 >> 4];
  const sampleRate = SAMPLE_RATES_MPEG1[(b2 >> 2) & 3];
  if (!bitrateKbps || !sampleRate) throw new Error(`Unsupported frame header at byte ${offset}`);
  const padding = ((b2 >> 1) & 1) === 1;
  return {
    bitrateKbps,
    sampleRate,
    padding,
    channelMode: b3 >> 6,
    length: Math.floor((144000 * bitrateKbps) / sampleRate) + (padding ? 1 : 0),
  };
}

/** Offsets of the frames of an MP3 stream made only of frames (no ID3 tags). */
export function frameOffsets(bytes: Uint8Array): number[] {
  const offsets: number[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    offsets.push(offset);
    offset += parseFrameHeader(bytes, offset).length;
  }
  if (offset !== bytes.length) throw new Error('The MP3 stream ends inside a frame');
  return offsets;
}

/** CRC-16/ARC (polynomial 0x8005, reflected), the checksum of the LAME tag. */
export function crc16(bytes: Uint8Array, crc = 0): number {
  let value = crc;
  for (const byte of bytes) {
    value ^= byte;
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? (value >>> 1) ^ 0xa001 : value >>> 1;
  }
  return value & 0xffff;
}

/**
 * A CBR "Info" frame with the LAME extension (Xing/LAME tag revision 1 layout): frame and byte counts, a linear
 * seek table, and the encoder delay and padding that make playback gapless.
 */
function infoFrame(
  first: Uint8Array,
  header: FrameHeader,
  audio: Uint8Array,
  frames: number,
  delay: number,
  padding: number,
): Uint8Array {
  // Same header as the audio, without the padding slot, so the frame length is known.
  const length = Math.floor((144000 * header.bitrateKbps) / header.sampleRate);
  const frame = new Uint8Array(length);
  frame.set(first.subarray(0, 4));
  frame[2] = frame[2]! & ~0x02;
  const view = new DataView(frame.buffer);
  const mono = header.channelMode === 3;
  let at = 4 + (mono ? 17 : 32);
  const ascii = (text: string): void => {
    for (const char of text) frame[at++] = char.charCodeAt(0);
  };
  const totalBytes = length + audio.length;
  ascii('Info');
  view.setUint32(at, 0x0f, false); // frames, bytes, seek table and quality present
  view.setUint32(at + 4, frames, false);
  view.setUint32(at + 8, totalBytes, false);
  at += 12;
  for (let i = 0; i < 100; i++) frame[at + i] = Math.floor((i * 256) / 100);
  at += 100;
  view.setUint32(at, 0, false); // quality: not meaningful for CBR
  at += 4;
  const tagStart = at;
  ascii('LAME3.100');
  frame[at++] = 0x10 | 0x01; // tag revision 1, CBR
  frame[at++] = 0; // low-pass unknown
  at += 8; // ReplayGain: none
  frame[at++] = 0; // encoding flags and ATH type
  frame[at++] = Math.min(255, header.bitrateKbps);
  frame[at++] = delay >> 4;
  frame[at++] = ((delay & 0x0f) << 4) | (padding >> 8);
  frame[at++] = padding & 0xff;
  // Source sample rate 44.1 kHz (01), joint or plain stereo by channel mode, no noise shaping.
  frame[at++] = 0x40 | ((mono ? 0 : header.channelMode === 1 ? 3 : 1) << 2);
  frame[at++] = 0; // MP3 gain
  at += 2; // preset and surround: none
  view.setUint32(at, totalBytes, false);
  at += 4;
  view.setUint16(at, crc16(audio), false);
  at += 2;
  if (at - tagStart !== 34) throw new Error('LAME tag layout error');
  view.setUint16(at, crc16(frame.subarray(0, at)), false);
  return frame;
}

/**
 * Encodes a loop into a seamless CBR MP3 (see the top of this file). Deterministic: same samples, same bytes.
 * `periods` > 1 repeats the period in the file, which tests use as the reference of continuous playback.
 */
export async function encodeLoop(
  left: Float32Array,
  right: Float32Array,
  options: Mp3Options,
  periods = 1,
): Promise<EncodedLoop> {
  const length = left.length;
  if (right.length !== length) throw new Error('Both channels must have the same length');
  if (length % SAMPLES_PER_FRAME !== 0 || length < PRE_ROLL_FRAMES * SAMPLES_PER_FRAME) {
    throw new Error(`A seamless loop lasts a whole number of ${SAMPLES_PER_FRAME}-sample frames`);
  }
  const framesPerPeriod = length / SAMPLES_PER_FRAME;
  const encoder = await createMp3Encoder();
  encoder.configure({
    sampleRate: options.sampleRate,
    outputSampleRate: options.sampleRate,
    channels: 2,
    bitrate: options.bitrate,
  });
  const chunks: Uint8Array[] = [];
  // The encoder owns the returned buffer until its next call, so every chunk is copied.
  const feed = (l: Float32Array, r: Float32Array): void => {
    for (let start = 0; start < l.length; start += 65536) {
      const end = Math.min(l.length, start + 65536);
      chunks.push(encoder.encode([l.slice(start, end), r.slice(start, end)]).slice());
    }
  };
  for (let period = 0; period < STEADY_PERIOD + periods; period++) feed(left, right);
  const lookAhead = LOOK_AHEAD_FRAMES * SAMPLES_PER_FRAME;
  feed(left.subarray(0, lookAhead), right.subarray(0, lookAhead));
  chunks.push(encoder.finalize().slice());
  const stream = concat(chunks);
  const offsets = frameOffsets(stream);

  // Frame j's decoded block starts with input sample j·1152 - 1105, so input sample j·1152 sits 1105 samples into
  // it. The last pre-roll frame is the one whose input sample 1105 in is the period's first (j = 2·framesPerPeriod):
  // playback then starts exactly on the period's first sample.
  const lastPreRoll = STEADY_PERIOD * framesPerPeriod;
  const first = lastPreRoll - (PRE_ROLL_FRAMES - 1);
  const end = lastPreRoll + 1 + periods * framesPerPeriod;
  if (end + LOOK_AHEAD_FRAMES / 2 > offsets.length)
    throw new Error('The encoder returned fewer frames than fed');
  const audio = stream.subarray(offsets[first], offsets[end]);
  const frames = end - first;
  const skip = (PRE_ROLL_FRAMES - 1) * SAMPLES_PER_FRAME + TOTAL_DELAY;
  const delay = skip - DECODER_DELAY;
  const padding = frames * SAMPLES_PER_FRAME - skip - periods * length + DECODER_DELAY;
  if (delay > MAX_TAG_SAMPLES || padding < 0 || padding > MAX_TAG_SAMPLES) {
    throw new Error(`Delay ${delay} and padding ${padding} do not fit the LAME tag`);
  }
  const header = parseFrameHeader(audio, 0);
  const info = infoFrame(audio, header, audio, frames, delay, padding);
  return { bytes: concat([info, audio]), frames, delay, padding };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
