import { createRemoteConfig } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfig({ remote: 'catalogue', dir: import.meta.dirname });
