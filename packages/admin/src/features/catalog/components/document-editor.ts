import type { Language } from '@museum-shop/contract';
import { useAnnounce } from '@museum-shop/ui/controls';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { mergeProblems, type Problems } from './event-problems.ts';
import { useFocusAfterRender } from './list-focus.ts';

/** What the server answers a saved or created document with: its id and the document as kept. */
interface Saved<D> {
  id: number;
  document: D;
}

export interface DocumentEditorOptions<V extends FieldValues, D, S extends Saved<D>> {
  form: UseFormReturn<V>;
  /** The shop's languages, its default first. */
  languages: readonly Language[];
  /** The contract's rule over the form's values: the document to send and the problems found. */
  check: (values: V, languages: readonly Language[]) => { document: D; problems: Problems };
  /** The server's 422 (field → codes) as the form's problems. */
  serverProblems: (errors: Record<string, string[]>, defaultLanguage: Language) => Problems;
  /** The form's values of a document as the server keeps it. */
  valuesOf: (document: D) => V;
  create: UseMutationResult<S, Error, D>;
  save: UseMutationResult<S, Error, D>;
  /** Whether the editor shows a saved document (it saves) or a new one (it creates). */
  isSaved: boolean;
  /** Where a created document opens, e.g. `/catalog/products/7`. */
  createdPath: (id: number) => string;
  /** What is announced once saved and once created. */
  words: { saved: string; created: string };
}

/**
 * What every catalog editor (events, tours, products, voucher products) does with its one form: it
 * checks the document by the contract's rule before sending it, shows each problem at its field
 * with a summary that takes the focus, shows the server's 422 the same way, announces a save
 * without moving the focus (the field that had it gets it back when its rows are drawn anew), and
 * opens a created document once the form is no longer dirty, so the leave guard does not ask.
 */
export function useDocumentEditor<V extends FieldValues, D, S extends Saved<D>>(
  options: DocumentEditorOptions<V, D, S>,
) {
  const { form, languages, check, valuesOf, create, save, isSaved, createdPath, words } = options;
  const { t } = useTranslation();
  const announce = useAnnounce();
  const navigate = useNavigate();
  const focusAfterRender = useFocusAfterRender();
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<number | undefined>(undefined);
  const [summaryTurn, setSummaryTurn] = useState(0);
  const summaryRef = useRef<HTMLElement>(null);
  const defaultLanguage = languages[0] ?? 'en';
  const pending = create.isPending || save.isPending;
  const problems = mergeProblems(checked ? check(form.getValues(), languages).problems : {}, server);

  useEffect(() => {
    if (summaryTurn > 0) summaryRef.current?.focus();
  }, [summaryTurn]);
  // The latest path, read when the document is created: an editor may pass a new function each render.
  const pathOfCreated = useRef(createdPath);
  pathOfCreated.current = createdPath;
  useEffect(() => {
    if (created !== undefined) navigate(pathOfCreated.current(created), { replace: true });
  }, [created, navigate]);

  const refused = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setServer(options.serverProblems(fields, defaultLanguage));
    setFailure(Object.keys(fields).length > 0 ? undefined : errorText(t, error));
    setSummaryTurn((turn) => turn + 1);
  };
  const saved = (answer: S, said: string) => {
    const focused = document.activeElement?.id;
    form.reset(valuesOf(answer.document));
    if (focused) focusAfterRender(focused);
    announce(said);
  };
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (pending) return;
    setServer({});
    setFailure(undefined);
    const { document: checkedDocument, problems: found } = check(form.getValues(), languages);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      setSummaryTurn((turn) => turn + 1);
      return;
    }
    if (isSaved)
      save.mutate(checkedDocument, {
        onSuccess: (answer) => saved(answer, words.saved),
        onError: refused,
      });
    else
      create.mutate(checkedDocument, {
        onSuccess: (answer) => {
          saved(answer, words.created);
          setCreated(answer.id);
        },
        onError: refused,
      });
  };

  return {
    problems,
    failure,
    summaryRef,
    submit,
    pending,
    dirty: form.formState.isDirty,
    /** The id of the document just created, until the editor has opened it. */
    created,
  };
}
