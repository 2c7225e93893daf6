import { createRemoteConfig } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfig({ remote: 'content', dir: import.meta.dirname });
