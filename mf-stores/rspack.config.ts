import { createRemoteConfigs } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfigs({ remote: 'stores', dir: import.meta.dirname });
