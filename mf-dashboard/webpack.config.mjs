import { remoteConfig } from '@backoffice/mf-config';

export default remoteConfig('mf-dashboard', import.meta.dirname);
