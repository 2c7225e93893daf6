import { createRemoteConfig } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfig({ remote: 'account', dir: import.meta.dirname });
