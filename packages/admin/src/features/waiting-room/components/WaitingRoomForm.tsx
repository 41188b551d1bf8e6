import { type StaffWaitingRoom, WAITING_RATE_MAX } from '@museum-shop/contract';
import {
  Button,
  Checkbox,
  type ErrorWording,
  FormTextField,
  fieldStyles,
  useAnnounce,
} from '@museum-shop/ui/controls';
import { applyFieldErrors, messagesOf, ruleResolver } from '@museum-shop/ui/forms';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { Form } from 'react-aria-components';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/local-date-time.ts';
import { useSaveWaitingRoom } from '../api/save-waiting-room.ts';
import styles from './WaitingRoom.module.css';
import {
  FORM_FIELDS,
  valuesOf,
  type WaitingRoomValues,
  waitingRoomBody,
  waitingRoomProblems,
} from './waiting-room-form.ts';

/** What a save is announced as: the room's state in a sentence, so one save is told from the last. */
export function savedText(
  t: TFunction,
  numbers: Intl.NumberFormat,
  room: Pick<StaffWaitingRoom, 'on' | 'per_minute'>,
): string {
  return room.on
    ? t('waitingRoom.savedOn', { count: room.per_minute, number: numbers.format(room.per_minute) })
    : t('waitingRoom.savedOff');
}

/** Checks the form by the contract's schema; the pause is not the form's, so it is not checked here. */
const checkedBody = (values: WaitingRoomValues) => waitingRoomBody(values, false);

/**
 * The waiting room's settings: on or off, how many visitors a minute are let in, when the sale
 * opens (in this computer's time zone, as the other date-time fields of the app). Checked by the
 * contract's schema before it is sent, a 422 beside its field (focused), the save announced, and
 * a question before unsaved edits are left. Settings changed elsewhere show here unless edited.
 */
export function WaitingRoomForm({ room }: { room: StaffWaitingRoom }) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveWaitingRoom();
  const ids = useId();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const zone = browserTimeZone();
  // The settings as saved: a colleague's change (or a save) shows in the fields not being edited.
  const saved = useMemo(
    () => valuesOf({ on: room.on, per_minute: room.per_minute, opens_at: room.opens_at }),
    [room.on, room.per_minute, room.opens_at],
  );
  const resolver = useMemo(() => ruleResolver(waitingRoomProblems, checkedBody), []);
  const form = useForm<WaitingRoomValues>({
    values: saved,
    resetOptions: { keepDirtyValues: true },
    resolver,
    reValidateMode: 'onChange',
  });
  const on = useWatch({ control: form.control, name: 'on' });

  const submit = form.handleSubmit((values) => {
    save.mutate(waitingRoomBody(values, room.paused), {
      onSuccess: (answer) => {
        // All of it as saved (trimmed): the edits are no longer edits.
        form.reset(valuesOf(answer), { keepDirtyValues: false });
        announce(savedText(t, numbers, answer));
      },
      onError: (error) => applyFieldErrors(error, form.setError, FORM_FIELDS),
    });
  });

  /** A field's error: the form's own check in words, the server's message as it wrote it. */
  const wording =
    (invalid: string): ErrorWording =>
    (error) => {
      const messages = messagesOf(error).map((message) => (message === 'invalid' ? invalid : message));
      return messages.length > 0 ? [...new Set(messages)].join(' ') : undefined;
    };
  const max = numbers.format(WAITING_RATE_MAX);
  const others = Object.entries(fieldErrorsOf(save.error))
    .filter(([field]) => !(FORM_FIELDS as readonly string[]).includes(field))
    .flatMap(([, messages]) => messages);

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={form.formState.isDirty} />
      <div className={styles.switch}>
        <Checkbox
          isSelected={on}
          onChange={(next) => form.setValue('on', next, { shouldDirty: true })}
          aria-describedby={`${ids}-on`}
        >
          {t('waitingRoom.on')}
        </Checkbox>
        <p id={`${ids}-on`} className={fieldStyles.description}>
          {room.on
            ? room.waiting > 0
              ? t('waitingRoom.offHintWaiting', { count: room.waiting, number: numbers.format(room.waiting) })
              : t('waitingRoom.offHint')
            : t('waitingRoom.onHint')}
        </p>
      </div>
      <FormTextField
        control={form.control}
        name="per_minute"
        errorText={wording(t('waitingRoom.perMinuteInvalid', { max }))}
        label={t('waitingRoom.perMinute')}
        description={t('waitingRoom.perMinuteHint', { max })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        className={styles.short}
      />
      <FormTextField
        control={form.control}
        name="opens_at"
        errorText={wording(t('waitingRoom.opensAtInvalid'))}
        type="datetime-local"
        label={t('waitingRoom.opensAt')}
        description={`${t('waitingRoom.opensAtHint')} ${
          zone
            ? t('waitingRoom.timeHintZone', { zone: zone.replaceAll('_', ' ') })
            : t('waitingRoom.timeHint')
        }`}
        className={styles.short}
      />
      {save.error ? (
        <p role="alert" className="error-text">
          {[errorText(t, save.error), ...others].join(' ')}
        </p>
      ) : null}
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
