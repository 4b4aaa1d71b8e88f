import type { Logger } from '../shared/logger';

export interface AppEnv {
  Bindings: Env;
  Variables: {
    logger: Logger;
  };
}
