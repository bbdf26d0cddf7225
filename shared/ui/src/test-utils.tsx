import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

// jsdom lacks what Radix's popper and focus handling call; these stand-ins are enough for behaviour tests.
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const proto = window.HTMLElement.prototype;
  proto.scrollIntoView ??= function scrollIntoView() {};
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
}

function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * Renders inside the app's theme and returns a user-event instance with it. Pass `advanceTimers` from jest when the
 * test uses fake timers, or user-event waits on timers that never run.
 */
export function renderWithTheme(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { user?: UserEventOptions } = {}) {
  const { user: userOptions, ...renderOptions } = options;
  const user = userEvent.setup(userOptions);
  return { user, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}
