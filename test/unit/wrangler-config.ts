// wrangler.toml read by wrangler's own reader, exactly as `wrangler deploy` parses it. The reader's
// declared return type comes from @cloudflare/workers-utils, which wrangler bundles but does not
// install, so it arrives as `any`; wrangler does export the config's type itself.
import { experimental_readRawConfig, type Unstable_RawConfig } from 'wrangler';

export function readWranglerConfig(configPath: string): Unstable_RawConfig {
  return experimental_readRawConfig({ config: configPath }).rawConfig;
}
