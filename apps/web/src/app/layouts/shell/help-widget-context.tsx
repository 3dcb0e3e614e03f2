import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface HelpWidgetState {
  opened: boolean;
  toggle: () => void;
  close: () => void;
}

const HelpWidgetContext = createContext<HelpWidgetState | null>(null);

/** The help widget is toggled from the profile menu, the footer and the home tiles. */
export function HelpWidgetProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const toggle = useCallback(() => setOpened((value) => !value), []);
  const close = useCallback(() => setOpened(false), []);
  const value = useMemo(() => ({ opened, toggle, close }), [opened, toggle, close]);
  return <HelpWidgetContext.Provider value={value}>{children}</HelpWidgetContext.Provider>;
}

export function useHelpWidget(): HelpWidgetState {
  const state = useContext(HelpWidgetContext);
  if (!state) throw new Error('useHelpWidget must be used inside HelpWidgetProvider');
  return state;
}
