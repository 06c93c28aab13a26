import { ConfigError, loadConfig } from '../config.js';
import { runModelsCommand } from './models-command.js';

// `npm run models -- whisper <size>`: DATA_DIR and the rest come from the environment, as for the server.
try {
  const config = loadConfig();
  process.exitCode = await runModelsCommand(process.argv.slice(2), {
    dataDir: config.dataDir,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
