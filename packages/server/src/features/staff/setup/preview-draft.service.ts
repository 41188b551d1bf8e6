import {
  displayProblems,
  type FieldErrors,
  identityProblems,
  type PreviewDraft,
  type SetupFieldErrors,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { insertPreviewDraft } from '../../../db/repositories/preview-drafts.repository.ts';
import { makePreviewToken, previewUntil } from '../../../lib/preview-token.ts';
import { type ConfigChange, displayChange, identityChange, sectionsChange } from './config-changes.ts';
import { refuseIfAny } from './setup-changes.ts';
import { requireShopConfig } from './setup-read.ts';

/** A part's problems under its name: `identity.site_name_translations.en`. */
function addPart(fields: FieldErrors, part: string, problems: SetupFieldErrors) {
  for (const [field, codes] of Object.entries(problems)) fields[`${part}.${field}`] = codes;
}

/**
 * "View as visitor" with a form's unsaved edits (issue 34): each part is checked by its form's
 * rule and applied to the shop's configuration as its save would, and the result is kept for an
 * hour behind a signed link. Nothing of the shop changes, so nothing is audit-logged.
 */
export async function makePreviewDraft(db: Db, shopId: number, draft: PreviewDraft, now: Date) {
  const fields: FieldErrors = {};
  const changes: ConfigChange[] = [];
  if (draft.identity) {
    addPart(fields, 'identity', identityProblems(draft.identity));
    changes.push(identityChange(draft.identity));
  }
  if (draft.sections) changes.push(sectionsChange(draft.sections));
  if (draft.display) {
    addPart(fields, 'display', displayProblems(draft.display));
    changes.push(displayChange(draft.display));
  }
  refuseIfAny(fields);
  const current = await requireShopConfig(db, shopId);
  const config = changes.reduce((config, change) => change(config), current);
  const until = previewUntil(now);
  const draftId = await insertPreviewDraft(db, shopId, config, until);
  return { token: await makePreviewToken(db, shopId, until, draftId), until };
}
