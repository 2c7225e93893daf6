import { createRemoteConfigs } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfigs({ remote: 'content', dir: import.meta.dirname });
