import type { ApiResponse } from '@rutalia/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { http } from '../api/http';
import { Field, Input } from './Field';
import { exactMatch, placeLabel, preferProvince, type PickedPlace, type PlaceOption } from './placeSearch';
import { MapPinIcon } from './icons';
import { Spinner } from './Spinner';

export type { PickedPlace, PlaceOption } from './placeSearch';

const SEARCH_DELAY_MS = 200;
const MIN_QUERY_LENGTH = 2;
const RESULT_LIMIT = 8;

const searchPlaces = (q: string, signal: AbortSignal) =>
  http.get<ApiResponse<'/api/catalog/places', 'get'>>('/catalog/places', { query: { q, limit: RESULT_LIMIT }, signal });

const StyledBox = styled.div`
  position: relative;
`;

const StyledIcon = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space[3]};
  display: flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: translateY(-50%);
  pointer-events: none;
`;

const StyledLoading = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[3]};
  display: flex;
  transform: translateY(-50%);
`;

const StyledInput = styled(Input)`
  padding-left: 2.5rem;
  padding-right: 2.5rem;
`;

const StyledList = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.menu};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 300px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  list-style: none;
`;

const StyledOption = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary50};
      color: ${theme.colors.primary};
    `}
`;

const StyledEmpty = styled.li`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type PlacePickerProps = {
  label: string;
  value: PickedPlace | null;
  onChange: (place: PickedPlace | null) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  placeholder?: string;
  /** Show the places of this province first (from a postal code). */
  province?: string;
  className?: string;
};

/**
 * Type-ahead place picker (ARIA combobox) over `GET /api/catalog/places`: accents and case are
 * ignored by the API, results show «Valencia · Valencia». Typing clears the choice; leaving the
 * box with a single exact match takes it.
 */
export function PlacePicker({ label, value, onChange, error, hint, required, placeholder, province, className }: PlacePickerProps) {
  const listId = useId();
  const [text, setText] = useState(value ? placeLabel(value) : '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // The value changed from outside (a restored draft): the box shows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value) setText(placeLabel(value));
  }

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(value ? '' : text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  const enabled = query.length >= MIN_QUERY_LENGTH;
  const search = useQuery({
    queryKey: ['catalog', 'places', query],
    queryFn: ({ signal }) => searchPlaces(query, signal),
    enabled,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
  const options = enabled ? preferProvince(search.data?.places ?? [], province) : [];
  const expanded = open && enabled && !value && (options.length > 0 || !search.isFetching);

  const choose = (place: PlaceOption) => {
    onChange({ city: place.name, province: place.province, lat: place.lat, lon: place.lon });
    setText(placeLabel(place));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      <StyledBox>
        <StyledIcon aria-hidden>
          <MapPinIcon size={18} />
        </StyledIcon>
        <StyledInput
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder ?? 'Escribe una población'}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && options[active] ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            if (value) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            const match = !value && text.trim() ? exactMatch(options, text) : undefined;
            if (match) choose(match);
          }}
          onKeyDown={onKeyDown}
        />
        {search.isFetching && enabled && !value ? (
          <StyledLoading>
            <Spinner size={16} label="Buscando" />
          </StyledLoading>
        ) : null}
        {expanded ? (
          <StyledList id={listId} role="listbox" aria-label={label}>
            {options.length === 0 ? (
              <StyledEmpty role="presentation">No encontramos esa población. Prueba con otro nombre.</StyledEmpty>
            ) : (
              options.map((place, index) => (
                <StyledOption
                  key={`${place.name}-${place.province}-${place.lat}-${place.lon}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  $active={index === active}
                  // Keep the focus in the box: the choice happens before its blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(place)}
                >
                  <span>{placeLabel(place)}</span>
                  <small>{place.community}</small>
                </StyledOption>
              ))
            )}
          </StyledList>
        ) : null}
      </StyledBox>
    </Field>
  );
}
