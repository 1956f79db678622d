import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { filterGroups, selectedCountText as countText, serviceOptionId } from './serviceOptions';

type UseServicesSelectOptions = {
  /** Id of the search input. */
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Maximum number of services. */
  max?: number;
};

/** Points a ref given by the parent (callback or object) at `node`, as `ref={…}` would. */
function setRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * State and keyboard handling of the services combobox: query, open state,
 * active option, live-region announcements and adding/removing services.
 */
export function useServicesSelect({ id, value, onChange, onBlur, inputRef, max }: UseServicesSelectOptions) {
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const selected = useMemo(() => new Set(value), [value]);
  const limitReached = max !== undefined && value.length >= max;

  const groups = useMemo(() => filterGroups(query), [query]);
  const flat = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(serviceOptionId(id, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, open, id]);

  const setInputRef = (node: HTMLInputElement | null) => {
    ownInputRef.current = node;
    setRef(inputRef, node);
  };

  const focusInput = () => ownInputRef.current?.focus();

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
    focusInput();
  };

  const openList = (index = activeIndex < 0 ? 0 : activeIndex) => {
    setOpen(true);
    setActiveIndex(Math.min(index, flat.length - 1));
  };

  const onQueryChange = (next: string) => {
    setQuery(next);
    setOpen(true);
    setActiveIndex(0);
  };

  const onInputClick = () => (open ? setOpen(false) : openList());

  const onToggleClick = () => {
    if (open) setOpen(false);
    else openList();
    focusInput();
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
          const last = value[value.length - 1];
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
    // Focus moving within the control (input, chips, options) is not a blur of the field.
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setOpen(false);
    onBlur?.();
  };

  const onOptionClick = (index: number, service: string) => {
    setActiveIndex(index);
    toggle(service);
  };

  const activeDescendant = open && activeIndex >= 0 && flat[activeIndex] ? serviceOptionId(id, activeIndex) : undefined;

  return {
    setInputRef,
    focusInput,
    query,
    open,
    activeIndex,
    setActiveIndex,
    activeDescendant,
    announcement,
    selected,
    limitReached,
    groups,
    flatLength: flat.length,
    remove,
    onQueryChange,
    onInputClick,
    onToggleClick,
    onKeyDown,
    onRootBlur,
    onOptionClick,
  };
}
