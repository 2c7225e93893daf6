import { createRemoteConfig } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfig({ remote: 'basket', dir: import.meta.dirname });
