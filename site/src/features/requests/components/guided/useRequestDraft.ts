import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyPrefill,
  browserStorage,
  clearDraft,
  emptyDraft,
  hasAnswers,
  loadDraft,
  saveDraft,
  type DraftPrefill,
  type RequestDraft,
} from './draft';
import { routeRule, suggestTitle, validateStep } from './rules';

const SAVE_DELAY_MS = 300;

export type DraftPatch = Partial<RequestDraft> | ((draft: RequestDraft) => Partial<RequestDraft>);

/**
 * The guided form's answers, kept in localStorage as they change (debounced). A draft found on
 * arrival is not applied at once: `restorable` holds it until the visitor chooses «Continuar
 * donde lo dejaste» (`resume`) or «Empezar de nuevo» (`discard`). A prefill from the home hero is
 * merged into it instead. The title follows the answers until the visitor edits it.
 */
export function useRequestDraft(prefill: DraftPrefill | null) {
  const [saved] = useState(() => loadDraft(browserStorage()));
  const [draft, setDraft] = useState<RequestDraft>(() => {
    if (!prefill) return emptyDraft();
    const next = applyPrefill(saved ?? emptyDraft(), prefill);
    // The hero asked what, where and maybe when: go on with the first step still to answer.
    const noRoute = !next.origin || (routeRule(next.category) === 'required' && !next.destination);
    const noDate = Object.keys(validateStep('when', next, { signedIn: true })).length > 0;
    const step = !next.category ? 'what' : noRoute ? 'where' : noDate ? 'when' : 'details';
    return withTitle({ ...next, step });
  });
  const [restorable, setRestorable] = useState<RequestDraft | null>(() => (!prefill && saved && hasAnswers(saved) ? saved : null));
  const started = useRef(Boolean(prefill));

  useEffect(() => {
    // Until the visitor answers the «continue?» question the stored draft must not be overwritten.
    if (!started.current) return;
    const timer = window.setTimeout(() => saveDraft(browserStorage(), draft), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const update = useCallback((patch: DraftPatch) => {
    started.current = true;
    setDraft((current) => withTitle({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
  }, []);

  const resume = useCallback(() => {
    if (!restorable) return;
    started.current = true;
    setDraft(restorable);
    setRestorable(null);
  }, [restorable]);

  const discard = useCallback(() => {
    clearDraft(browserStorage());
    started.current = true;
    setDraft(emptyDraft());
    setRestorable(null);
  }, []);

  /** After publishing: nothing is kept. */
  const finish = useCallback(() => {
    started.current = false;
    clearDraft(browserStorage());
  }, []);

  return { draft, update, restorable, resume, discard, finish };
}

function withTitle(draft: RequestDraft): RequestDraft {
  if (draft.titleEdited) return draft;
  const title = suggestTitle(draft);
  return title === draft.title ? draft : { ...draft, title };
}
