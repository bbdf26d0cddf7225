import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';

/** Shown only when a navigation takes longer than this: a quick one should not flash a bar. */
const SHOW_AFTER_MS = 150;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Fixed over the header's bottom edge: it takes no room, so nothing moves when it comes and goes. */
const Track = styled.div`
  position: fixed;
  top: 53px;
  left: 0;
  right: 0;
  height: 3px;
  overflow: hidden;
  z-index: ${({ theme }) => theme.zIndices.sticky + 1};
  pointer-events: none;
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primaryContrast};
  animation: ${slide} 1.1s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
    opacity: 0.7;
  }
`;

/**
 * The thin bar a navigation shows while the previous screen stays and the next one's code and first data arrive
 * (issue 20). Announced as a busy progress bar, so a screen reader user knows the click was taken.
 */
export function NavigationProgress() {
  const navigating = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!navigating) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [navigating]);
  if (!shown) return null;
  return (
    <Track role="progressbar" aria-label="Opening the page" aria-busy="true">
      <Bar />
    </Track>
  );
}
