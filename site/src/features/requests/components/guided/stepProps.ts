import type { RequestDraft } from './draft';
import type { StepErrors } from './rules';
import type { DraftPatch } from './useRequestDraft';

/** What every step receives: the answers, how to change them and the errors to show. */
export type StepProps = {
  draft: RequestDraft;
  update: (patch: DraftPatch) => void;
  errors: StepErrors;
};

/** The id of a field's control or fieldset, to scroll to the first error. */
export const fieldId = (path: string) => `guided-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
