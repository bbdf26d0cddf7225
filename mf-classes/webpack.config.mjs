import { remoteConfig } from '@backoffice/mf-config';

export default remoteConfig('mf-classes', import.meta.dirname);
