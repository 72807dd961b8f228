import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFfmpegDecoder, isPcm16kMonoWav, type AudioDecoder } from './audio';
import { createLimiter, findExecutable, runProgram } from './process';
import { SttError, type EngineStatus, type SttEngine } from './stt';

export interface PocketSphinxOptions {
  /** Folder of Debian's pocketsphinx-en-us model (acoustic model, language model, dictionary). */
  modelDir?: string;
  /** Overrides the program; by default pocketsphinx_continuous (0.8, Debian 12) or pocketsphinx (5.x). */
  program?: string;
  decoder?: AudioDecoder;
  timeoutMs?: number;
  /** Recognisers running at once (each takes ~110 MB and one core for about a second). */
  concurrency?: number;
}

export const DEFAULT_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const INSTALL_HINT =
  'Install the Debian packages pocketsphinx, pocketsphinx-en-us and ffmpeg, or set STT_PROVIDER=openai-compatible.';

interface Model {
  hmm: string;
  lm: string;
  dict: string;
}

function findModel(modelDir: string): Model | null {
  const model = {
    hmm: path.join(modelDir, 'en-us'),
    lm: path.join(modelDir, 'en-us.lm.bin'),
    dict: path.join(modelDir, 'cmudict-en-us.dict'),
  };
  const complete = [path.join(model.hmm, 'mdef'), model.lm, model.dict].every((file) => fs.existsSync(file));
  return complete ? model : null;
}

/** pocketsphinx_continuous prints one line per utterance; pocketsphinx 5 prints one JSON object per utterance. */
export function parsePocketSphinxOutput(stdout: string): string {
  const words: string[] = [];
  for (const line of stdout.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    if (trimmed.startsWith('{')) {
      try {
        const parsed = JSON.parse(trimmed) as { t?: unknown };
        if (typeof parsed.t === 'string') words.push(parsed.t);
      } catch {
        // not a result line
      }
      continue;
    }
    if (/^(INFO|WARN|ERROR|FATAL)[: ]/.test(trimmed)) continue;
    words.push(trimmed);
  }
  return words
    .join(' ')
    .replace(/<\/?s>|<sil>|\[[A-Z_]+\]|\(\d+\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The offline default: CMU PocketSphinx from Debian with its US English model. Browser recordings are decoded
 * to 16 kHz mono with ffmpeg first. Accuracy on real speech is modest (roughly 60-90% of words).
 */
export function createPocketSphinxSttEngine(options: PocketSphinxOptions = {}): SttEngine {
  const modelDir = options.modelDir ?? DEFAULT_POCKETSPHINX_MODEL_DIR;
  const decoder = options.decoder ?? createFfmpegDecoder();
  const timeoutMs = options.timeoutMs ?? 60_000;
  const limit = createLimiter(options.concurrency ?? 2);

  function locate(): { program: string; style: 'continuous' | 'v5'; model: Model } | { missing: string } {
    const candidates: Array<[string, 'continuous' | 'v5']> = options.program
      ? [[options.program, path.basename(options.program) === 'pocketsphinx' ? 'v5' : 'continuous']]
      : [
          ['pocketsphinx_continuous', 'continuous'],
          ['pocketsphinx', 'v5'],
        ];
    const found = candidates
      .map(([name, style]) => ({ program: findExecutable(name), style }))
      .find((entry) => entry.program);
    if (!found?.program)
      return {
        missing: `PocketSphinx is not installed (${candidates.map(([name]) => name).join(' or ')} not found).`,
      };
    const model = findModel(modelDir);
    if (!model) return { missing: `The PocketSphinx en-us model is missing in ${modelDir}.` };
    if (!decoder.available()) return { missing: `${decoder.describe()}.` };
    return { program: found.program, style: found.style, model };
  }

  function status(): Promise<EngineStatus> {
    const located = locate();
    if ('missing' in located)
      return Promise.resolve({ available: false, detail: `${located.missing} ${INSTALL_HINT}` });
    return Promise.resolve({
      available: true,
      detail: `CMU PocketSphinx (${path.basename(located.program)}, en-us model) with ffmpeg; offline accuracy is modest`,
    });
  }

  return {
    name: 'embedded',
    input: 'pcm16k',
    status,
    async available() {
      return (await status()).available;
    },
    async transcribe(audio) {
      const located = locate();
      if ('missing' in located) {
        throw new SttError(
          `Speech-to-text is not available on this server: ${located.missing} ${INSTALL_HINT}`,
          true,
        );
      }
      const wav = isPcm16kMonoWav(audio) ? audio : (await decoder.decode(audio, 600)).wav;
      return limit(async () => {
        const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'flowmind-stt-'));
        try {
          const file = path.join(folder, 'speech.wav');
          await fsp.writeFile(file, wav);
          const { hmm, lm, dict } = located.model;
          const modelArgs = ['-hmm', hmm, '-lm', lm, '-dict', dict, '-logfn', '/dev/null'];
          const args =
            located.style === 'continuous' ? ['-infile', file, ...modelArgs] : [...modelArgs, 'single', file];
          const result = await runProgram(located.program, args, { timeoutMs, maxOutputBytes: 1024 * 1024 });
          if (result.code !== 0) {
            throw new SttError(
              `PocketSphinx failed (exit ${result.code}): ${result.stderr.trim().slice(0, 200)}`,
            );
          }
          return parsePocketSphinxOutput(result.stdout.toString('utf8'));
        } finally {
          await fsp.rm(folder, { recursive: true, force: true });
        }
      });
    },
  };
}
