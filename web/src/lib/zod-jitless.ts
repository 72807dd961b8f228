// Zod probes `new Function('')` when the first object schema is made, to compile faster parsers; under the
// app's Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but the browser still reports a
// CSP violation. Zod's `jitless` setting skips the probe. It is set through the global object Zod keeps its
// settings in (what `z.config()` writes to) so the entry chunk, which must set it before any lazy chunk makes
// a schema, does not have to bundle Zod; e2e/specs/privacy.e2e.ts fails if the probe comes back.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
