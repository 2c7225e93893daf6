import { createRemoteConfig } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfig({ remote: 'stores', dir: import.meta.dirname });
