import type { UserEvent } from '@testing-library/user-event';

/**
 * ProseMirror measures the text to scroll the selection into view and to map clicks to positions; jsdom has no
 * layout. These stand-ins (zero-sized boxes, no element under a point) are enough for it to run its own input
 * handling. Installed once per test file that edits rich text.
 */
export function installRichTextLayoutStubs(): void {
  const emptyRect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const emptyList = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => emptyRect;
  Range.prototype.getClientRects ??= () => emptyList;
  document.elementFromPoint ??= () => null;
}

/**
 * Puts text into a Tiptap editor as a user's paste does. Typed keys in jsdom change the DOM behind ProseMirror's back
 * (it reads typing from DOM mutations, which need a real layout); a paste goes through its own handler, as in a browser.
 */
export async function pasteIntoEditor(user: UserEvent, editor: HTMLElement, text: string): Promise<void> {
  editor.focus();
  await user.paste(text);
}

/** Empties a Tiptap editor with the keyboard: select all, then Backspace (ProseMirror's own key bindings). */
export async function clearEditor(user: UserEvent, editor: HTMLElement): Promise<void> {
  editor.focus();
  await user.keyboard('{Control>}a{/Control}{Backspace}');
}
