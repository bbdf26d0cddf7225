// The styled pieces of Dialog: the overlay, the panel (centred or full screen) and its header, body and footer.
import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { css } from 'styled-components';
import { media } from './theme';

// No fade in: an opacity animation waits for the compositor to draw the dialog's new layer before it starts, so the
// form showed a frame or more later than it could, and a first open (no tile memory in the pool yet) far later than a
// second (issue 20). A dialog appears at once, on the frame after the click.

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  /* On the dialogs' own layer, not under it: a dialog opened over another (a confirmation over a full-screen dialog)
     portals its overlay after the first dialog, so at the same z-index the DOM order dims the first one too. */
  z-index: ${({ theme }) => theme.zIndices.dialog};
`;

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = { sm: '420px', md: '560px', lg: '800px' };

export const Content = styled(RadixDialog.Content)<{ $fullScreen: boolean; $size: DialogSize }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  ${({ $fullScreen, $size, theme }) =>
    $fullScreen
      ? // No shadow: it would fall outside the screen, and only enlarge the layer the browser paints.
        css`
          inset: 0;
          width: 100%;
          height: 100%;
        `
      : css`
          box-shadow: ${theme.shadows.lg};
          top: 50%;
          left: 50%;
          transform: translate(-50%, -50%);
          /* On a tablet the dialog keeps a margin and scrolls inside instead of overflowing the screen. */
          width: calc(100vw - ${theme.space.xl});
          max-width: ${widths[$size]};
          max-height: calc(100dvh - ${theme.space.xxl});
          border-radius: ${theme.radii.lg};
        `}

  &:focus-visible {
    outline: none;
  }
`;

export const Header = styled.div<{ $withClose: boolean }>`
  display: flex;
  align-items: flex-start;
  /* With a ×, the right padding leaves room for it in the corner. */
  padding: ${({ theme, $withClose }) => `${theme.space.lg} ${$withClose ? '56px' : theme.space.lg} ${theme.space.sm} ${theme.space.lg}`};
  ${media.tablet} {
    padding: ${({ theme, $withClose }) =>
      `${theme.space.xl} ${$withClose ? '64px' : theme.space.xl} ${theme.space.md} ${theme.space.xl}`};
  }
`;

export const CloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  ${media.tablet} {
    top: ${({ theme }) => theme.space.md};
    right: ${({ theme }) => theme.space.md};
  }
`;

export const Headings = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Description = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.muted};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.lg}`};
  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl} ${theme.space.lg}`};
  }
  &:empty {
    display: none;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  }
`;
