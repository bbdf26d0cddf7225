import { remoteConfig } from '@backoffice/mf-config';

export default remoteConfig('mf-people', import.meta.dirname);
