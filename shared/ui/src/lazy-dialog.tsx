import type { ComponentType } from 'react';
import { Dialog } from './dialog';
import { lazyPart, type LazyPartComponent, type LazyPartOptions } from './lazy-part';
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

export type LazyDialogComponent<P extends object> = LazyPartComponent<P>;

export type LazyDialogOptions = Pick<LazyPartOptions<never>, 'prefetch'>;

/**
 * A dialog in a chunk of its own, downloaded when first rendered or preloaded (lazyPart). `load` imports the module and
 * picks the component; `loading` says, from the dialog's props, what the stand-in shows while it downloads: a dialog of
 * the same title, which can be closed. Once the chunk is in, the dialog renders directly, so a preloaded dialog's first
 * open costs what its second does (issue 20).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: (props: P) => DialogLoadingProps,
  { prefetch }: LazyDialogOptions = {},
): LazyDialogComponent<P> {
  return lazyPart(load, { prefetch, fallback: (props) => <DialogLoading {...loading(props)} /> });
}
