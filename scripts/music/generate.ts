/**
 * Synthesises the six background-music loops the practices play (one per music kind) into web/public/
 * (see docs/decisions/0004-synthesised-music.md).
 * Deterministic: every track has its own seed, so the same script writes byte-identical files.
 *
 *   npm run music                      render and write all six tracks
 *   npm run music -- breathing-focus   only the named tracks (file names, with or without .mp3)
 *   npm run music -- --check           render and compare with the committed files instead of writing
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Loop, SAMPLE_RATE, normalise } from './dsp';
import { ENCODER_GAIN_DB, encodeLoop, type Mp3Options } from './mp3';
import { seededRandom } from './prng';
import { TRACKS, type TrackRecipe } from './tracks';

/** Every track lands at the same integrated loudness (as decoded), with headroom for the codec's overshoot. */
export const TARGET_LUFS = -18;
export const MAX_PEAK_DB = -3;
export const MP3_OPTIONS: Mp3Options = { sampleRate: SAMPLE_RATE, bitrate: 80 };
export const OUTPUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

export interface RenderedTrack {
  recipe: TrackRecipe;
  bytes: Uint8Array;
  lufs: number;
  peakDb: number;
}

/** Renders one loop period, levels it and encodes it. */
export async function renderTrack(recipe: TrackRecipe): Promise<RenderedTrack> {
  const loop = new Loop(recipe.seconds);
  const signal = recipe.render(loop, seededRandom(recipe.seed));
  const levels = normalise(signal, TARGET_LUFS - ENCODER_GAIN_DB, MAX_PEAK_DB - ENCODER_GAIN_DB);
  const encoded = await encodeLoop(
    Float32Array.from(signal.left),
    Float32Array.from(signal.right),
    MP3_OPTIONS,
  );
  // The levels as they come out of a decoder.
  return {
    recipe,
    bytes: encoded.bytes,
    lufs: levels.lufs + ENCODER_GAIN_DB,
    peakDb: levels.peakDb + ENCODER_GAIN_DB,
  };
}

async function main(args: string[]): Promise<void> {
  const check = args.includes('--check');
  const names = args
    .filter((arg) => !arg.startsWith('--'))
    .map((name) => name.replace(/\.mp3$/, '') + '.mp3');
  const unknown = names.filter((name) => !TRACKS.some((track) => track.file === name));
  if (unknown.length > 0) throw new Error(`Unknown track: ${unknown.join(', ')}`);
  const selected = names.length > 0 ? TRACKS.filter((track) => names.includes(track.file)) : TRACKS;
  let stale = 0;
  for (const recipe of selected) {
    const started = performance.now();
    const track = await renderTrack(recipe);
    const target = path.join(OUTPUT_DIR, recipe.file);
    let status: string;
    if (check) {
      const same = fs.existsSync(target) && Buffer.from(track.bytes).equals(fs.readFileSync(target));
      if (!same) stale++;
      status = same ? 'up to date' : 'DIFFERS';
    } else {
      fs.writeFileSync(target, track.bytes);
      status = 'written';
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${recipe.file.padEnd(26)} ${String(recipe.seconds).padStart(3)} s ${(track.bytes.length / 1024).toFixed(0).padStart(4)} KB ` +
        `${track.lufs.toFixed(1)} LUFS peak ${track.peakDb.toFixed(1)} dBFS  ${status} (${seconds} s)`,
    );
  }
  if (stale > 0) {
    console.error(`${stale} track(s) differ from the committed files: run npm run music`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
