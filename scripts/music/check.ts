/**
 * npm run music:check — decodes the committed tracks with ffmpeg (independently of the synthesis code) and checks
 * each is a seamless loop of its length, at the common loudness, with peak headroom and a modest size; for
 * brain-wave-harmony also that each ear hears its own carrier. Exits non-zero on any problem.
 */
import path from 'node:path';
import { hasFfmpeg, inspectTrack } from './analysis';
import { OUTPUT_DIR, TARGET_LUFS } from './generate';
import { TRACKS } from './tracks';

if (!hasFfmpeg()) {
  console.error('ffmpeg is needed to decode the tracks (apt-get install -y ffmpeg)');
  process.exit(1);
}
let failures = 0;
for (const recipe of TRACKS) {
  const report = inspectTrack(path.join(OUTPUT_DIR, recipe.file), {
    seconds: recipe.seconds,
    targetLufs: TARGET_LUFS,
    binauralHz: recipe.binauralHz,
  });
  const binaural =
    report.binauralSeparationDb === undefined
      ? ''
      : ` binaural separation ${report.binauralSeparationDb.toFixed(0)} dB`;
  console.log(
    `${recipe.file.padEnd(26)} ${report.seconds.toFixed(3)} s ${String(report.kilobytes).padStart(4)} KB ` +
      `${report.lufs.toFixed(1)} LUFS ${report.truePeakDb.toFixed(1)} dBTP seam click ${report.clickScore.toFixed(3)} ` +
      `level step at seam ${report.levelStep.seamDb.toFixed(2)} dB (elsewhere up to ${report.levelStep.elsewhereDb.toFixed(2)} dB)` +
      `${binaural}  ${report.problems.length === 0 ? 'ok' : `PROBLEMS: ${report.problems.join('; ')}`}`,
  );
  if (report.problems.length > 0) failures++;
}
if (failures > 0) process.exitCode = 1;
