import { createRequire } from 'node:module';
import { Logger } from '@nestjs/common';
import { FromBuildFiles } from '../from-build-files';

const logger = new Logger('ServerBundle');

/**
 * A front end's server build, loaded from its dist folder at run time and loaded again when the
 * file changes. current() is the module and a version that changes with each load, or null when
 * the build is missing or broken (its pages then render in the browser, as before server rendering).
 */
export function serverBundle<Module>(
  file: string,
  isModule: (value: unknown) => value is Module,
): FromBuildFiles<{ readonly module: Module; readonly version: string } | null> {
  return new FromBuildFiles([file], (stamp) => {
    if (stamp === 'missing') return null;
    try {
      // Node's own loader, resolving the bundle's shared packages (react, react-router) from where it lies.
      const load = createRequire(file);
      delete load.cache[file];
      const module: unknown = load(file);
      if (!isModule(module)) throw new Error('it does not export what a server entry must');
      logger.log({ msg: 'server bundle loaded', file });
      return { module, version: stamp };
    } catch (error) {
      logger.error({ msg: 'server bundle could not be loaded; its pages render in the browser', file, err: error });
      return null;
    }
  });
}
