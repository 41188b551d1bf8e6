import { type CatalogSettings, SLOT_HORIZON_LIMITS } from '@museum-shop/contract';
import { Button, TextField } from '@museum-shop/ui/controls';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorMessage, errorText, Loading } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSaveCatalogSettings } from '../api/save-settings.ts';
import { useCatalogSettings } from '../api/settings.ts';

const FIELD = 'slot_horizon_days';

/** The days typed, when they are a whole number within the limits. */
export function horizonDays(typed: string): number | undefined {
  const text = typed.trim();
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const days = Number(text);
  return days >= SLOT_HORIZON_LIMITS.min && days <= SLOT_HORIZON_LIMITS.max ? days : undefined;
}

/**
 * How many days ahead the opening hours make time slots (issue 35): a form of its own on the lists
 * screen, with its own Save. A number outside the limits is refused beside the field (focused)
 * before anything is sent; the server's refusal shows there too, any other failure in an alert.
 */
export function SlotHorizonSettings() {
  const { t } = useTranslation();
  const settings = useCatalogSettings();
  return (
    <section className="panel" aria-labelledby="slot-horizon">
      <h2 id="slot-horizon">{t('catalog.horizon.title')}</h2>
      <p className="muted">{t('catalog.horizon.intro')}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SlotHorizonForm settings={settings.data} />
      )}
    </section>
  );
}

function SlotHorizonForm({ settings }: { settings: CatalogSettings }) {
  const { t } = useTranslation();
  const save = useSaveCatalogSettings();
  const [typed, setTyped] = useState(String(settings.slot_horizon_days));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const limits = { min: SLOT_HORIZON_LIMITS.min, max: SLOT_HORIZON_LIMITS.max };

  const refuse = (text: string) => {
    setProblem(text);
    input.current?.focus();
  };

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (save.isPending) return;
    save.reset();
    setSaved(false);
    const days = horizonDays(typed);
    if (days === undefined) return refuse(t('catalog.horizon.invalid', limits));
    setProblem(undefined);
    save.mutate(
      { slot_horizon_days: days },
      {
        onSuccess: (answer) => {
          setTyped(String(answer.slot_horizon_days));
          setSaved(true);
        },
        onError: (error) => {
          const messages = fieldErrorsOf(error)[FIELD];
          if (messages?.length) refuse([...new Set(messages)].join(' '));
        },
      },
    );
  };

  const failure = save.isError && !fieldErrorsOf(save.error)[FIELD]?.length ? save.error : undefined;
  return (
    <Form validationBehavior="aria" onSubmit={submit} aria-labelledby="slot-horizon">
      <TextField
        inputRef={input}
        label={t('catalog.horizon.days')}
        description={t('catalog.horizon.hint', { ...limits, standard: SLOT_HORIZON_LIMITS.standard })}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblem(undefined);
          setSaved(false);
        }}
        errorMessage={problem}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        isRequired
      />
      {failure ? (
        <p role="alert" className="error-text">
          {errorText(t, failure)}
        </p>
      ) : null}
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('catalog.horizon.save')}
        </Button>
        <span role="status" className="muted">
          {save.isPending ? t('catalog.editor.saving') : saved ? t('catalog.horizon.saved') : ''}
        </span>
      </div>
    </Form>
  );
}
