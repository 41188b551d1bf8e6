import type { DaySheet, DaySheetSlot } from '@museum-shop/contract';
import { Button, DialogActions, ModalDialog, TextField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage, ErrorMessage, errorText } from '../../../components/ui/StatusViews.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCloseDay, useCloseSlot, useSlotCapacity } from '../api/day-sheet.ts';
import { ConfirmClose } from './ConfirmClose.tsx';

const slotKey = (slot: DaySheetSlot) => `${slot.kind}-${slot.slot_id}`;
const time = (datetime: string) => datetime.slice(11, 16);

/** Every slot of a day with its places; close or reopen a slot or the whole day, change a capacity. */
export function DaySheetView({ sheet }: { sheet: DaySheet }) {
  const { t } = useTranslation();
  const columns = useMemo<Column<DaySheetSlot>[]>(
    () => [
      {
        id: 'time',
        header: t('daySheet.time'),
        cell: ({ row }) =>
          `${time(row.original.datetime)}${row.original.ends ? `–${time(row.original.ends)}` : ''}`,
      },
      {
        id: 'product',
        header: t('daySheet.product'),
        cell: ({ row }) => (
          <>
            {row.original.product_name}{' '}
            <span className="muted">({t(`daySheet.kinds.${row.original.kind}`)})</span>
          </>
        ),
      },
      numberColumn('capacity', t('daySheet.capacity'), (row) => row.capacity),
      numberColumn('sold', t('daySheet.sold'), (row) => row.sold),
      numberColumn('held', t('daySheet.held'), (row) => row.held),
      numberColumn('free', t('daySheet.free'), (row) => row.free),
      {
        id: 'state',
        header: t('daySheet.state'),
        cell: ({ row }) => (
          <span className="badge" data-tone={row.original.closed ? 'bad' : 'good'}>
            {row.original.closed ? t('daySheet.closed') : t('daySheet.open')}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('daySheet.actions'),
        cell: ({ row }) => <SlotActions slot={row.original} />,
      },
    ],
    [t],
  );
  return (
    <>
      <div className="panel">
        <dl className="facts">
          <dt>{t('daySheet.capacity')}</dt>
          <dd>{sheet.totals.capacity}</dd>
          <dt>{t('daySheet.sold')}</dt>
          <dd>{sheet.totals.sold}</dd>
          <dt>{t('daySheet.held')}</dt>
          <dd>{sheet.totals.held}</dd>
          <dt>{t('daySheet.free')}</dt>
          <dd>{sheet.totals.free}</dd>
        </dl>
        {sheet.slots.length > 0 && <DayActions sheet={sheet} />}
      </div>
      {sheet.slots.length === 0 ? (
        <EmptyMessage>{t('daySheet.noSlots')}</EmptyMessage>
      ) : (
        <DataTable
          caption={t('daySheet.caption', { date: formatDate(sheet.date) })}
          columns={columns}
          data={sheet.slots}
          rowId={slotKey}
        />
      )}
    </>
  );
}

/** Closing the whole day (after asking) or reopening it. */
function DayActions({ sheet }: { sheet: DaySheet }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const closeDay = useCloseDay();
  const [confirming, setConfirming] = useState(false);
  const date = formatDate(sheet.date);
  const change = (closed: boolean, done?: () => void) =>
    closeDay.mutate(
      { date: sheet.date, closed },
      {
        onSuccess: (day) => {
          done?.();
          announce(
            day.closed
              ? t('daySheet.dayClosed', { date: formatDate(day.date) })
              : t('daySheet.dayReopened', { date: formatDate(day.date) }),
          );
        },
      },
    );
  return (
    <>
      <div className="buttons no-print" style={{ marginTop: '1rem' }}>
        <Button
          variant={sheet.closed ? 'secondary' : 'danger'}
          isPending={closeDay.isPending}
          onPress={() => {
            if (sheet.closed) return change(false);
            closeDay.reset();
            setConfirming(true);
          }}
        >
          {sheet.closed ? t('daySheet.reopenDay') : t('daySheet.closeDay')}
        </Button>
      </div>
      <ConfirmClose
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('daySheet.confirmCloseDayTitle', { date })}
        text={t('daySheet.confirmCloseDayText', {
          count: sheet.slots.filter((slot) => !slot.closed).length,
          date,
        })}
        confirmLabel={t('daySheet.confirmCloseDay')}
        isPending={closeDay.isPending}
        error={closeDay.error}
        onConfirm={(done) => change(true, done)}
      />
      {closeDay.isError && !confirming && <ErrorMessage error={closeDay.error} />}
    </>
  );
}

/**
 * A slot's buttons, a component of its own: the table's columns stay the same objects when a call
 * starts or ends, so React keeps these buttons (and the focus on them) instead of making new ones.
 */
function SlotActions({ slot }: { slot: DaySheetSlot }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const closeSlot = useCloseSlot();
  const [confirming, setConfirming] = useState(false);
  const label = `${time(slot.datetime)} ${slot.product_name}`;
  const change = (closed: boolean, done?: () => void) =>
    closeSlot.mutate(
      { kind: slot.kind, slot_id: slot.slot_id, closed },
      {
        onSuccess: (updated) => {
          done?.();
          announce(
            updated.closed
              ? t('daySheet.slotClosed', { slot: label })
              : t('daySheet.slotReopened', { slot: label }),
          );
        },
      },
    );
  return (
    <div className="buttons no-print">
      <Button
        size="small"
        variant="secondary"
        aria-label={
          slot.closed ? t('daySheet.reopenSlot', { slot: label }) : t('daySheet.closeSlot', { slot: label })
        }
        isPending={closeSlot.isPending}
        onPress={() => {
          // Reopening asks nothing; closing says first what it does.
          if (slot.closed) return change(false);
          closeSlot.reset();
          setConfirming(true);
        }}
      >
        {slot.closed ? t('daySheet.reopen') : t('daySheet.close')}
      </Button>
      <ConfirmClose
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('daySheet.confirmCloseSlotTitle', { slot: label })}
        text={t('daySheet.confirmCloseSlotText')}
        confirmLabel={t('daySheet.confirmCloseSlot')}
        isPending={closeSlot.isPending}
        error={closeSlot.error}
        onConfirm={(done) => change(true, done)}
      />
      <CapacityDialog slot={slot} label={label} />
      {closeSlot.isError && !confirming && (
        <p role="alert" className="error-text">
          {errorText(t, closeSlot.error)}
        </p>
      )}
    </div>
  );
}

function CapacityDialog({ slot, label }: { slot: DaySheetSlot; label: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const capacity = useSlotCapacity();
  const [value, setValue] = useState(String(slot.capacity));
  const taken = slot.sold + slot.held;
  const number = Number(value);
  const invalid = !/^\d+$/.test(value) || number < taken;
  const failure = capacity.error
    ? errorCodeOf(capacity.error) === 'CAPACITY_BELOW_TAKEN'
      ? t('daySheet.belowTaken', { taken })
      : errorText(t, capacity.error)
    : undefined;
  return (
    <ModalDialog
      title={t('daySheet.capacityTitle', { slot: label })}
      trigger={
        <Button size="small" variant="secondary" aria-label={t('daySheet.changeCapacityOf', { slot: label })}>
          {t('daySheet.changeCapacity')}
        </Button>
      }
      onOpenChange={(open) => {
        if (open) {
          setValue(String(slot.capacity));
          capacity.reset();
        }
      }}
    >
      {(close) => (
        <Form
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (invalid) return;
            capacity.mutate(
              { kind: slot.kind, slot_id: slot.slot_id, capacity: number },
              {
                onSuccess: (updated) => {
                  close();
                  announce(t('daySheet.capacityChanged', { slot: label, count: updated.capacity }));
                },
              },
            );
          }}
        >
          <TextField
            label={t('daySheet.capacity')}
            inputMode="numeric"
            value={value}
            onChange={setValue}
            description={t('daySheet.capacityHint', { taken })}
            errorMessage={invalid ? t('daySheet.belowTaken', { taken }) : undefined}
          />
          {failure && (
            <p role="alert" className="error-text">
              {failure}
            </p>
          )}
          <DialogActions>
            <Button variant="secondary" onPress={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={capacity.isPending} isDisabled={invalid}>
              {t('actions.save')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  );
}
