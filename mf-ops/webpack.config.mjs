import { remoteConfig } from '@backoffice/mf-config';

export default remoteConfig('mf-ops', import.meta.dirname);
