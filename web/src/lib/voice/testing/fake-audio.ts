/**
 * An HTML audio element as far as the voice layer uses it, for tests: play() starts it (or fails with
 * `playFails`), end() plays it to its end. Every element made is kept in `created`, newest last.
 */
export class FakeAudio {
  static created: FakeAudio[] = [];
  static playFails: Error | null = null;
  src = '';
  volume = 1;
  preload = '';
  paused = true;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onplaying: (() => void) | null = null;
  constructor() {
    FakeAudio.created.push(this);
  }
  play() {
    if (FakeAudio.playFails) return Promise.reject(FakeAudio.playFails);
    this.paused = false;
    queueMicrotask(() => this.onplaying?.());
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  end() {
    this.paused = true;
    this.onended?.();
  }
}
