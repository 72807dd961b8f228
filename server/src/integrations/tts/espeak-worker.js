// Worker thread of the embedded text-to-speech engine (see espeak.ts). eSpeak NG (GPL, compiled to
// WebAssembly) renders a WAV in memory; LAME (wasm-media-encoders) encodes it to MP3. Running here keeps the
// synchronous WebAssembly work off the server's event loop. Plain JavaScript so that it loads in any runtime
// (node, tsx, vitest) without a TypeScript loader.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import { createMp3Encoder } from 'wasm-media-encoders';

const require = createRequire(import.meta.url);
const espeakModule = WebAssembly.compile(fs.readFileSync(require.resolve('espeak-ng/dist/espeak-ng.wasm')));
const mp3Encoder = createMp3Encoder();

/** Runs the espeak-ng command line once, in a fresh instance (its C globals are not meant for reuse). */
async function renderWav(text, args) {
  const module = await espeakModule;
  const errors = [];
  const instance = await ESpeakNg({
    arguments: [...args, '-w', '/out.wav', '-f', '/in.txt'],
    preRun: [(m) => m.FS.writeFile('/in.txt', text)],
    print: () => {},
    printErr: (line) => {
      if (!/^program exited/.test(line)) errors.push(line);
    },
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(module, imports).then(
        (wasmInstance) => receive(wasmInstance, module),
        (error) => errors.push(String(error)),
      );
      return {};
    },
  });
  try {
    return instance.FS.readFile('/out.wav');
  } catch {
    throw new Error(`eSpeak NG wrote no audio${errors.length ? `: ${errors.join('; ')}` : ''}`);
  }
}

/** The PCM samples of a 16-bit mono WAV as floats, with its sample rate. */
function readWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let sampleRate = 22050;
  while (offset + 8 <= bytes.byteLength) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') sampleRate = view.getUint32(offset + 12, true);
    if (id === 'data') {
      const end = Math.min(bytes.byteLength, offset + 8 + size);
      const count = Math.floor((end - offset - 8) / 2);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(offset + 8 + i * 2, true) / 32768;
      return { samples, sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  return { samples: new Float32Array(0), sampleRate };
}

async function encodeMp3(samples, sampleRate, bitrate) {
  const encoder = await mp3Encoder;
  encoder.configure({ sampleRate, channels: 1, bitrate });
  const chunks = [];
  const step = sampleRate * 10;
  for (let start = 0; start < samples.length; start += step) {
    chunks.push(encoder.encode([samples.subarray(start, start + step)]).slice());
  }
  chunks.push(encoder.finalize().slice());
  return Buffer.concat(chunks);
}

parentPort.on('message', async (job) => {
  try {
    const wav = await renderWav(job.text, job.args);
    const { samples, sampleRate } = readWav(wav);
    if (!samples.some((sample) => Math.abs(sample) > 0.01)) {
      parentPort.postMessage({ id: job.id, error: 'There is nothing to speak in this text.', silent: true });
      return;
    }
    // A copy of its own, so the transfer cannot take a pooled Buffer's memory with it.
    const audio = new Uint8Array(await encodeMp3(samples, sampleRate, job.bitrate));
    parentPort.postMessage({ id: job.id, audio, seconds: samples.length / sampleRate }, [audio.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
