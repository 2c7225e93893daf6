import { createRemoteConfigs } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfigs({ remote: 'basket', dir: import.meta.dirname });
