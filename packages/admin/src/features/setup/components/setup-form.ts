import { type ErrorWording, useAnnounce } from '@museum-shop/ui/controls';
import { applyFieldErrors, type FieldProblems, messagesOf, ruleResolver } from '@museum-shop/ui/forms';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './setup-texts.ts';

interface SetupFormOptions<Values extends FieldValues, Body> {
  /** The form as the setup holds it now. */
  defaults: DefaultValues<Values>;
  /** The contract's rule for what is sent, the one the server refuses a save with. */
  rule: (body: Body) => FieldProblems;
  /** What is sent for the form's values. */
  toBody: (values: Values) => Body;
  save: UseMutationResult<unknown, Error, Body>;
  /** The form's name in "… saved", so one save is told from the last. */
  what: string;
  /** The fields the form shows: a 422 for one of them is shown beside it. */
  fields: readonly Path<Values>[];
  /** The form after a save, where it shows what was sent (trimmed, in capitals); else as typed. */
  asSaved?: (body: Body, values: Values) => Values;
}

/**
 * A setup form on react-hook-form, the way each of them behaves: checked by the contract's rule
 * before it is sent (the first field in error focused), the server's 422 on the same fields,
 * "saved" announced without moving the focus, and dirty until saved (LeaveGuard asks then).
 */
export function useSetupForm<Values extends FieldValues, Body>({
  defaults,
  rule,
  toBody,
  save,
  what,
  fields,
  asSaved = (_body, values) => values,
}: SetupFormOptions<Values, Body>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  // The rule and body are the form's for its life: one resolver, not one per render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  const resolver = useMemo(() => ruleResolver(rule, toBody), []);
  const form = useForm<Values>({ defaultValues: defaults, resolver, reValidateMode: 'onChange' });
  const submit = form.handleSubmit((values) => {
    const body = toBody(values);
    save.mutate(body, {
      onSuccess: () => {
        form.reset(asSaved(body, values));
        announce(t('setup.savedWhat', { what }));
      },
      onError: (error) => applyFieldErrors(error, form.setError, fields),
    });
  });
  /** What would be sent, once the rule accepts the form; else undefined, the first field in error focused. */
  const checkedBody = async () =>
    (await form.trigger(undefined, { shouldFocus: true })) ? toBody(form.getValues()) : undefined;
  const errorText: ErrorWording = (error) => fieldErrorText(t, messagesOf(error));
  return { form, submit, checkedBody, errorText, dirty: form.formState.isDirty };
}
