import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteRoutesModule, type RemoteRoutesModule } from '@backoffice/remote-kit/contract';

const entries = new Map<string, string>();

/** Registers every remote's manifest with the federation runtime (nothing is downloaded until a remote is opened). */
export function registerRemoteManifests(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads a remote's route module and checks it keeps the contract. A retry registers the remote again with `force`, so
 * the runtime forgets a failed manifest or entry and fetches it anew.
 */
export async function loadRemoteRoutes(remote: string, retry: boolean): Promise<RemoteRoutesModule> {
  const entry = entries.get(remote);
  if (!entry) throw new RemoteLoadError(remote, `${remote} is not listed in remotes.json`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  let module: unknown;
  try {
    module = await loadRemote<unknown>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteLoadError(remote, `${remote} could not be loaded`, { cause: error });
  }
  if (!isRemoteRoutesModule(module)) {
    console.error(`${remote}/routes does not export a route component as default`, module);
    throw new RemoteLoadError(remote, `${remote} did not provide its screens`);
  }
  return module;
}
