import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* On a tablet the tab row scrolls sideways rather than wrapping into a second row. */
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/**
 * A tab's panel: a plain element with the tab panel's roles and ids, not Radix's Content. Content mounts each panel
 * through Radix's Presence (for exit animations, which these tabs do not have), and Presence reads the panel's computed
 * style while React commits: that makes the browser lay out the whole screen just committed, from React's deep commit
 * stack, which under Lighthouse's trace took 300–500 ms of the dashboard's first load (issue 20).
 */
const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list, e.g. 'Dashboard sections'. */
  label: string;
  /** Controlled selection; leave out and use defaultValue to let the tabs manage it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Tabs on Radix: arrow keys move between tabs (automatic activation), Tab moves into the panel. The panels are the
 * wrapper's own (see Panel), tied to their tabs by the ids it gives both.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? uncontrolled;
  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onValueChange?.(next);
      }}
      className={className}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled} id={tabId(item)} aria-controls={panelId(item)}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => {
        const active = item.value === selected;
        return (
          <Panel
            key={item.value}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            data-state={active ? 'active' : 'inactive'}
            hidden={!active}
            tabIndex={0}
          >
            {active ? item.content : null}
          </Panel>
        );
      })}
    </RadixTabs.Root>
  );
}
