import type { EventStatus } from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { problemText } from './problem-texts.ts';

// The states of a catalog document (draft → published → archived), as every list and editor shows them.

/** A status's badge tone: on sale is good news, archived is a warning, a draft plain. */
export const STATUS_TONES: Record<EventStatus, 'good' | 'warn' | undefined> = {
  draft: undefined,
  published: 'good',
  archived: 'warn',
};

/** The changes each status allows, in the order the buttons show them. */
export const STATUS_CHANGES: Record<EventStatus, EventStatus[]> = {
  draft: ['published', 'archived'],
  published: ['archived', 'draft'],
  archived: ['published', 'draft'],
};

/** Whether visitors' screens can show it: published, or a draft through the preview link (issue 35). */
export const previewable = (status: EventStatus) => status !== 'archived';

/** What a refused status change (or copy) says: its error and the problems the server named. */
export function statusFailureText(t: TFunction, lang: string, failure: Error | null): string {
  if (!failure) return '';
  return [
    errorText(t, failure),
    ...Object.values(fieldErrorsOf(failure)).map((messages) => problemText(t, lang, messages)),
  ]
    .filter(Boolean)
    .join(' ');
}
