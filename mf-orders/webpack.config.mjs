import { remoteConfig } from '@backoffice/mf-config';

export default remoteConfig('mf-orders', import.meta.dirname);
