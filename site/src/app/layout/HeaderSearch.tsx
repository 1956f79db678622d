import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../ui';

// The search dialog (and its results UI) loads on first use, outside the entry chunk.
const SearchDialog = lazy(() => import('../../features/search/components/SearchDialog').then((m) => ({ default: m.SearchDialog })));

const StyledSearchButton = styled.button<{ $hideShortcut: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 44px;
  height: 40px;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    color: ${({ theme }) => theme.colors.primary};
  }

  kbd {
    display: none;
    padding: 1px ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ theme }) => theme.media.xl} {
    kbd {
      display: ${({ $hideShortcut }) => ($hideShortcut ? 'none' : 'inline')};
    }
  }
`;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

/**
 * The header's search button and the global search dialog (spec §2 'Shared layout'); Ctrl/Cmd+K
 * opens it anywhere on the site. `hideShortcut` drops the key hint when the bar is crowded.
 */
export function HeaderSearch({ hideShortcut = false }: { hideShortcut?: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const openSearch = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openSearch]);

  return (
    <>
      <StyledSearchButton
        $hideShortcut={hideShortcut}
        type="button"
        onClick={openSearch}
        aria-label="Buscar (Ctrl+K)"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <SearchIcon size={18} />
        <kbd aria-hidden="true">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </StyledSearchButton>
      {/* A modal <dialog> (top layer): where it sits in the DOM does not matter. */}
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
