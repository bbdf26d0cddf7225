import { createAppConfig, SHELL_DEV_PORT } from '@backoffice/mf-config';

// The shell is a host with no remotes at build time: it reads remotes.json when it starts (ARCHITECTURE §3).
export default (_env, argv) =>
  createAppConfig({
    appDir: import.meta.dirname,
    kind: 'host',
    federationName: 'shell',
    devPort: SHELL_DEV_PORT,
    title: 'Back Office',
    argv,
  });
