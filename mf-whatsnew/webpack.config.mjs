import { remoteConfig } from '@backoffice/mf-config';

export default remoteConfig('mf-whatsnew', import.meta.dirname);
