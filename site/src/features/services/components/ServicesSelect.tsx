import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { SERVICE_CATEGORIES } from '@catalog/services';
import { CheckIcon, ChevronDownIcon, CloseIcon, SearchIcon, VisuallyHidden } from '../../../ui';

const StyledRoot = styled.div`
  position: relative;
`;

const StyledControl = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.gray100 : theme.colors.surface)};
  cursor: text;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary500)};
  }

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary500)};
    box-shadow: 0 0 0 3px ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerSoft : theme.colors.primary200)};
  }
`;

const StyledChips = styled.ul`
  display: contents;
  list-style: none;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledChipRemove = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    background: ${({ theme }) => theme.colors.primary200};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const StyledSearch = styled.div`
  display: flex;
  flex: 1 1 180px;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 34px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus {
    outline: none;
  }
`;

const StyledToggle = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary50};
  }
`;

const StyledListbox = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.raised};
  max-height: 320px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const StyledGroupLabel = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StyledOption = styled.div<{ $active: boolean; $selected: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  ${({ $selected, theme }) =>
    $selected &&
    css`
      font-weight: ${theme.fontWeights.semibold};
      color: ${theme.colors.primary};
    `}

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary50};
      box-shadow: inset 3px 0 0 ${theme.colors.accent};
    `}
`;

const StyledCheck = styled.span<{ $selected: boolean }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  border: 1.5px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.inputBorder)};
  border-radius: 4px;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ServiceOption = { value: string; category: string; search: string };
type ServiceGroup = { category: string; options: ServiceOption[] };

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Every catalog service once, under the first category that lists it. */
const GROUPS: readonly ServiceGroup[] = (() => {
  const seen = new Set<string>();
  return SERVICE_CATEGORIES.map((category) => ({
    category: category.name,
    options: category.services
      .filter((service) => !seen.has(service) && seen.add(service))
      .map((service) => ({ value: service, category: category.name, search: normalize(`${service} ${category.name}`) })),
  }));
})();

export type ServicesSelectProps = {
  /** Id of the search input (the Field's label points at it). */
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** Id of the hint or error text under the control. */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Maximum number of services. */
  max?: number;
  disabled?: boolean;
  placeholder?: string;
};

/**
 * Multi-select with search over the catalog services (spec §5 'Service
 * picker'), following the ARIA combobox pattern: type to filter (accents
 * ignored, category names match too), ↑/↓ to move, Enter to add or remove,
 * Escape to close, Backspace in the empty box removes the last service.
 * Chosen services show as chips with their own remove buttons.
 */
export function ServicesSelect({
  id,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
  inputRef,
  max,
  disabled = false,
  placeholder = 'Busca un servicio…',
}: ServicesSelectProps) {
  const uid = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const selected = useMemo(() => new Set(value), [value]);
  const limitReached = max !== undefined && value.length >= max;

  const groups = useMemo(() => {
    const needle = normalize(query);
    if (!needle) return GROUPS;
    return GROUPS.map((group) => ({ ...group, options: group.options.filter((option) => option.search.includes(needle)) })).filter(
      (group) => group.options.length > 0,
    );
  }, [query]);
  const flat = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, open, id]);

  const setInputRef = (node: HTMLInputElement | null) => {
    ownInputRef.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };

  const countText = (count: number) => (count === 1 ? '1 servicio seleccionado' : `${count} servicios seleccionados`);

  const toggle = (service: string) => {
    if (selected.has(service)) {
      const next = value.filter((item) => item !== service);
      onChange(next);
      setAnnouncement(`${service} quitado. ${countText(next.length)}.`);
      return;
    }
    if (limitReached) {
      setAnnouncement(`Puedes elegir como máximo ${max} servicios.`);
      return;
    }
    const next = [...value, service];
    onChange(next);
    setAnnouncement(`${service} añadido. ${countText(next.length)}.`);
  };

  const remove = (service: string) => {
    const next = value.filter((item) => item !== service);
    onChange(next);
    setAnnouncement(`${service} quitado. ${countText(next.length)}.`);
    ownInputRef.current?.focus();
  };

  const openList = (index = activeIndex < 0 ? 0 : activeIndex) => {
    setOpen(true);
    setActiveIndex(Math.min(index, flat.length - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => Math.min(index + 1, flat.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(flat.length - 1);
        else setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case 'Enter': {
        // Never submit the form from the search box.
        event.preventDefault();
        const option = open ? flat[activeIndex] : undefined;
        if (option) toggle(option.value);
        else openList();
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Backspace':
        if (query === '' && value.length > 0) {
          const last = value[value.length - 1]!;
          onChange(value.slice(0, -1));
          setAnnouncement(`${last} quitado. ${countText(value.length - 1)}.`);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    onBlur?.();
  };

  let flatIndex = -1;

  return (
    <StyledRoot ref={rootRef} onBlur={onRootBlur}>
      <StyledControl
        $invalid={invalid}
        $disabled={disabled}
        onClick={(event) => {
          if (event.target === event.currentTarget) ownInputRef.current?.focus();
        }}
      >
        {value.length > 0 ? (
          <StyledChips aria-label="Servicios seleccionados">
            {value.map((service) => (
              <StyledChip key={service}>
                <span title={service}>{service}</span>
                <StyledChipRemove type="button" aria-label={`Quitar ${service}`} onClick={() => remove(service)} disabled={disabled}>
                  <CloseIcon size={14} strokeWidth={2.5} />
                </StyledChipRemove>
              </StyledChip>
            ))}
          </StyledChips>
        ) : null}
        <StyledSearch>
          <SearchIcon size={18} />
          <StyledInput
            ref={setInputRef}
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && activeIndex >= 0 && flat[activeIndex] ? optionId(activeIndex) : undefined}
            aria-describedby={[describedBy, `${uid}-count`].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={query}
            disabled={disabled}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActiveIndex(0);
            }}
            onClick={() => (open ? setOpen(false) : openList())}
            onKeyDown={onKeyDown}
          />
          <StyledToggle
            type="button"
            tabIndex={-1}
            aria-label={open ? 'Ocultar servicios' : 'Mostrar servicios'}
            onClick={() => {
              if (open) setOpen(false);
              else openList();
              ownInputRef.current?.focus();
            }}
            disabled={disabled}
          >
            <ChevronDownIcon size={18} />
          </StyledToggle>
        </StyledSearch>
      </StyledControl>

      <VisuallyHidden id={`${uid}-count`}>{countText(value.length)}</VisuallyHidden>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      <StyledListbox id={listboxId} role="listbox" aria-multiselectable="true" aria-label="Servicios" hidden={!open}>
        {flat.length === 0 ? (
          <StyledEmpty role="presentation">No se encontraron servicios para «{query}».</StyledEmpty>
        ) : (
          groups.map((group, groupIndex) => (
            <div key={group.category} role="group" aria-labelledby={`${id}-group-${groupIndex}`}>
              <StyledGroupLabel id={`${id}-group-${groupIndex}`} role="presentation">
                {group.category}
              </StyledGroupLabel>
              {group.options.map((option) => {
                flatIndex += 1;
                const index = flatIndex;
                const isSelected = selected.has(option.value);
                const isDisabled = !isSelected && limitReached;
                return (
                  <StyledOption
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isSelected}
                    aria-disabled={isDisabled || undefined}
                    $active={index === activeIndex}
                    $selected={isSelected}
                    $disabled={isDisabled}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
                    onClick={() => {
                      setActiveIndex(index);
                      toggle(option.value);
                    }}
                  >
                    <StyledCheck $selected={isSelected} aria-hidden="true">
                      {isSelected ? <CheckIcon size={14} strokeWidth={3} /> : null}
                    </StyledCheck>
                    {option.value}
                  </StyledOption>
                );
              })}
            </div>
          ))
        )}
      </StyledListbox>
    </StyledRoot>
  );
}
