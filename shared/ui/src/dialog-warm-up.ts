import { createContext } from 'react';

/**
 * True while a dialog is rendered once, hidden, to warm it up (usePreloadDialog, preload-dialog.tsx): the dialog then
 * renders in place rather than into a portal, since Radix's portal waits for an effect and a hidden tree runs none.
 */
export const DialogWarmUpContext = createContext(false);
