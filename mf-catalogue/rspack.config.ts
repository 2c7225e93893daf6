import { createRemoteConfigs } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfigs({ remote: 'catalogue', dir: import.meta.dirname });
