import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the talk videos need: espeak-ng speaks them, ffmpeg makes and processes them, ffprobe reads them. */
const TOOLS = [
  { name: 'ffmpeg', versionArgs: ['-version'] },
  { name: 'ffprobe', versionArgs: ['-version'] },
  { name: 'espeak-ng', versionArgs: ['--version'] },
] as const;

/** The tools of TOOLS this machine cannot run, by name. */
export async function missingMediaTools(): Promise<string[]> {
  const found = await Promise.all(
    TOOLS.map(({ name, versionArgs }) =>
      run(name, [...versionArgs]).then(
        () => null,
        () => name,
      ),
    ),
  );
  return found.filter((name): name is (typeof TOOLS)[number]['name'] => name !== null);
}
