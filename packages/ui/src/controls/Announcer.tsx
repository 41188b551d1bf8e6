import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

type Announce = (message: string) => void;
const AnnouncerContext = createContext<Announce>(() => {});

/**
 * One polite live region for the whole app: what an action did ("Refund started", "Slot closed")
 * is read out without moving the focus.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback<Announce>((text) => {
    // Emptied first, so the same message twice is read twice.
    setMessage('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(text), 50);
  }, []);
  // A message still waiting when the app goes away is dropped, not set on what is gone.
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnouncerContext.Provider value={value}>
      {children}
      <div
        className="visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="announcer"
      >
        {message}
      </div>
    </AnnouncerContext.Provider>
  );
}

export function useAnnounce(): Announce {
  return useContext(AnnouncerContext);
}
