import { createRemoteConfigs } from '../scripts/rspack/create-remote-config.ts';

export default createRemoteConfigs({ remote: 'account', dir: import.meta.dirname });
