import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  0% { transform: translateX(-100%) scaleX(0.3); }
  50% { transform: translateX(20%) scaleX(0.6); }
  100% { transform: translateX(100%) scaleX(0.3); }
`;

const StyledBar = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  height: 3px;
  overflow: hidden;
  pointer-events: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.accent};
    transform-origin: left;
    animation: ${slide} 1.1s ease-in-out infinite;
  }
`;

/** Thin bar at the top of the header while a route (its code or data) loads. */
export function NavigationProgress({ delayMs = 150 }: { delayMs?: number }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);
  // The navigation ended: hide the bar now (adjusting state while rendering, not in an effect).
  if (!busy && visible) setVisible(false);

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [busy, delayMs]);

  return visible ? <StyledBar role="progressbar" aria-label="Cargando página" /> : null;
}
