import { Suspense, lazy, type ComponentType } from 'react';
import { Dialog } from './dialog';
import { LoadingBlock } from './skeleton';

/** What stands in for a dialog while its chunk downloads: a dialog of the same title, which can be closed. */
export interface DialogLoadingProps {
  title: string;
  fullScreen?: boolean;
  onClose: () => void;
}

export function DialogLoading({ title, fullScreen = false, onClose }: DialogLoadingProps) {
  return (
    <Dialog open fullScreen={fullScreen} title={title} onOpenChange={(open) => !open && onClose()}>
      <LoadingBlock label={`Loading ${title}…`} />
    </Dialog>
  );
}

export type LazyDialogComponent<P extends object> = ComponentType<P> & {
  /** Starts the download (e.g. when the opener is hovered or focused); the dialog then opens at once. */
  preload: () => void;
};

/**
 * A dialog in a chunk of its own, downloaded when first rendered or preloaded. `load` imports the module and picks the
 * component; `loading` says, from the dialog's props, what the stand-in shows while it downloads.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: (props: P) => DialogLoadingProps,
): LazyDialogComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    // A failed download is tried again next time rather than remembered.
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    return (
      <Suspense fallback={<DialogLoading {...loading(props)} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // A preload that fails is not an error of the page: opening the dialog tries again and shows the failure then.
  return Object.assign(LazyDialog, { preload: () => void loadOnce().catch(() => undefined) });
}
