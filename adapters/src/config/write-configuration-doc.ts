import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { CONFIGURATION_DOC_PATH, configurationDoc } from './configuration-doc';

// `npm run docs:config`: rewrites docs/configuration.md from the schema.
writeFileSync(CONFIGURATION_DOC_PATH, configurationDoc());
console.log(`wrote ${path.relative(process.cwd(), CONFIGURATION_DOC_PATH)}`);
