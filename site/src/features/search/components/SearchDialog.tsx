import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../../paths';
import { BuildingIcon, Dialog, Input, MapPinIcon, NewspaperIcon, SearchIcon, Spinner } from '../../../ui';
import { CompanyLogo } from '../../companies/components/CompanyLogo';
import { SEARCH_MIN_LENGTH } from '../search.api';
import { useGlobalSearch } from '../useGlobalSearch';

const StyledInputRow = styled.div`
  position: relative;

  > svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: ${({ theme }) => theme.space[10]};
  }
`;

const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledGroupTitle = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  max-height: 55dvh;
  overflow-y: auto;
`;

const StyledOption = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary50};
      outline: 2px solid ${theme.colors.primary200};
    `}

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledJobIcon = styled.span`
  display: grid !important;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText} !important;
`;

type Option = { key: string; to: string; group: 'companies' | 'requests'; visual: ReactNode; title: string; detail: string };

const place = (city: string | null, province: string | null) => [city, province].filter(Boolean).join(', ');
const GROUPS = [
  { id: 'companies', title: 'Empresas' },
  { id: 'requests', title: 'Trabajos' },
] as const;

/** Ctrl/Cmd+K dialog: companies and jobs, ↑/↓ to move, Enter to open, Escape to close. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The dialog mounts its content only while open: every opening starts with an empty search.
  return (
    <Dialog open={open} onClose={onClose} title="Buscar en Rutalia" width="640px">
      <SearchPanel onClose={onClose} />
    </Dialog>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const search = useGlobalSearch(query);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // The caret in the box once the dialog is shown (showModal focuses its first control).
  useEffect(() => {
    const timer = window.setTimeout(() => inputRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const data = search.enabled && search.data ? search.data : null;
  const options: Option[] = data
    ? [
        ...data.companies.map((c) => ({
          key: `c-${c.id}`,
          to: paths.companyDetail(c.seoParam),
          group: 'companies' as const,
          visual: <CompanyLogo name={c.companyName} logo={c.logo} size={40} />,
          title: c.companyName,
          // A boosted company says so in its own line: «Destacada» is a paid position.
          detail: c.featured ? `${place(c.city, c.province)} · Destacada (posición patrocinada por su plan)` : place(c.city, c.province),
        })),
        ...data.requests.map((r) => ({
          key: `r-${r.id}`,
          to: paths.jobDetail(r.seoParam),
          group: 'requests' as const,
          visual: (
            <StyledJobIcon aria-hidden="true">
              <NewspaperIcon size={18} />
            </StyledJobIcon>
          ),
          title: r.title,
          detail: place(r.city, r.province) + (r.services.length > 0 ? ` · ${r.services.slice(0, 2).join(', ')}` : ''),
        })),
      ]
    : [];

  // New results: the first one is active again (adjusted while rendering).
  const [activeFor, setActiveFor] = useState(search.data);
  if (activeFor !== search.data) {
    setActiveFor(search.data);
    setActive(0);
  }

  const go = (to: string) => {
    onClose();
    void navigate(to); // a data router's navigation never rejects
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) go(option.to);
    }
  };

  const optionId = (key: string) => `${listId}-${key}`;
  const activeKey = options[active]?.key;
  const trimmed = query.trim();

  return (
    <>
      <StyledInputRow>
        <SearchIcon size={18} />
        <Input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Buscar empresas y trabajos"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeKey ? optionId(activeKey) : undefined}
          placeholder="Busca empresas o trabajos…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={100}
        />
      </StyledInputRow>

      <div aria-live="polite">
        {trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH ? (
          <StyledStatus>Escribe al menos {SEARCH_MIN_LENGTH} caracteres.</StyledStatus>
        ) : search.searching && !data ? (
          <StyledStatus>
            <Spinner size={16} /> Buscando...
          </StyledStatus>
        ) : search.isError && trimmed.length >= SEARCH_MIN_LENGTH ? (
          <StyledStatus>No se encontraron resultados.</StyledStatus>
        ) : data && options.length === 0 ? (
          <StyledStatus>No se encontraron resultados.</StyledStatus>
        ) : search.searching ? (
          <StyledStatus>
            <Spinner size={16} /> Buscando...
          </StyledStatus>
        ) : null}
      </div>

      {data && options.length > 0 ? (
        <StyledList id={listId} role="listbox" aria-label="Resultados">
          {GROUPS.map(({ id, title }) => {
            const items = options.map((option, i) => ({ option, i })).filter(({ option }) => option.group === id);
            if (items.length === 0) return null;
            return (
              <Fragment key={id}>
                <li role="presentation">
                  <StyledGroupTitle>{title}</StyledGroupTitle>
                </li>
                {items.map(({ option, i }) => (
                  <StyledOption
                    key={option.key}
                    id={optionId(option.key)}
                    role="option"
                    aria-selected={active === i}
                    $active={active === i}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => go(option.to)}
                  >
                    {option.visual}
                    <div>
                      <strong>{option.title}</strong>
                      <span>
                        <MapPinIcon size={12} /> {option.detail}
                      </span>
                    </div>
                  </StyledOption>
                ))}
              </Fragment>
            );
          })}
        </StyledList>
      ) : null}
      {!data && trimmed.length === 0 ? (
        <StyledStatus>
          <BuildingIcon size={16} /> Empresas por nombre, ciudad o servicio; trabajos por título.
        </StyledStatus>
      ) : null}
    </>
  );
}
