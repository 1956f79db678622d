import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates to a path after a delay; the pending navigation is dropped if the component unmounts. */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (to: string, delayMs: number) => {
      if (timer.current) clearTimeout(timer.current);
      // A data router's navigation never rejects: loader errors land in the error boundary.
      timer.current = setTimeout(() => void navigate(to), delayMs);
    },
    [navigate],
  );
}
