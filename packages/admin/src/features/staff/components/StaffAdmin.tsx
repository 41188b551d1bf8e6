import { LANGUAGE_NAMES, STAFF_ROLES, type StaffMember, type StaffRole } from '@museum-shop/contract';
import {
  Button,
  DialogActions,
  fieldStyles,
  ModalDialog,
  SelectField,
  TextField,
  useAnnounce,
} from '@museum-shop/ui/controls';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, Pager, useCursorPages } from '../../../components/ui/DataTable.tsx';
import { ErrorMessage, errorText, Loading } from '../../../components/ui/StatusViews.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoney, parseEuros } from '../../../lib/format.ts';
import { ADMIN_LANGUAGES, isAdminLanguage } from '../../../lib/i18n.ts';
import {
  useInvite,
  useMembers,
  useStaffSettings,
  useUpdateMember,
  useUpdateStaffSettings,
} from '../api/staff.ts';

/** The owner's screen: staff accounts (invite, role, active) and the box office's refund limit. */
export function StaffAdmin({ selfId }: { selfId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const pages = useCursorPages();
  const members = useMembers(pages.cursor);
  const columns = useMemo<Column<StaffMember>[]>(
    () => [
      {
        id: 'name',
        header: t('order.name'),
        cell: ({ row }) => (
          <>
            {row.original.name || '—'}
            <br />
            <span className="muted">{row.original.email}</span>
          </>
        ),
      },
      {
        id: 'role',
        header: t('staff.role'),
        cell: ({ row }) =>
          row.original.id === selfId ? t(`roles.${row.original.role}`) : <RoleSelect member={row.original} />,
      },
      {
        id: 'state',
        header: t('staff.state'),
        cell: ({ row }) =>
          row.original.invited ? (
            <span className="badge" data-tone="warn">
              {t('staff.invited')}
            </span>
          ) : row.original.active ? (
            <span className="badge" data-tone="good">
              {t('staff.active')}
            </span>
          ) : (
            <span className="badge" data-tone="bad">
              {t('staff.disabled')}
            </span>
          ),
      },
      {
        id: 'last',
        header: t('staff.lastLogin'),
        cell: ({ row }) => (row.original.last_login_at ? formatDateTime(row.original.last_login_at) : '—'),
      },
      {
        id: 'actions',
        header: t('daySheet.actions'),
        cell: ({ row }) =>
          row.original.id === selfId || row.original.invited ? null : <ActiveToggle member={row.original} />,
      },
    ],
    [t, selfId],
  );
  return (
    <>
      <div className="screen-actions no-print" style={{ marginBottom: '1rem' }}>
        <InviteDialog />
      </div>
      {members.isPending ? (
        <Loading />
      ) : members.isError ? (
        <ErrorMessage error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('staff.members')}
            columns={columns}
            data={members.data.items}
            rowId={(member) => member.id}
          />
          <Pager
            pageIndex={pages.pageIndex}
            count={members.data.items.length}
            hasPrevious={pages.hasPrevious}
            next={members.data.next_cursor}
            onPrevious={pages.previous}
            onNext={pages.next}
          />
        </>
      )}
      <RefundLimit lang={lang} />
    </>
  );
}

function updateError(t: TFunction, error: unknown) {
  return (
    <p role="alert" className="error-text">
      {errorCodeOf(error) === 'STAFF_LAST_OWNER' ? t('staff.lastOwner') : errorText(t, error)}
    </p>
  );
}

/**
 * A member's role, changed on the spot. Its own component (as ActiveToggle): the table's columns
 * stay the same objects while a call runs, so React keeps the control and the focus on it.
 */
function RoleSelect({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const update = useUpdateMember();
  const name = member.name || member.email;
  return (
    <>
      <label>
        <span className="visually-hidden">{t('staff.roleOf', { name })}</span>
        <select
          className={fieldStyles.select}
          value={member.role}
          onChange={(event) =>
            update.mutate(
              { id: member.id, role: event.target.value as StaffRole },
              {
                onSuccess: (changed) =>
                  announce(
                    t('staff.roleChanged', {
                      name: changed.name || changed.email,
                      role: t(`roles.${changed.role}`),
                    }),
                  ),
              },
            )
          }
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </label>
      {update.isError && updateError(t, update.error)}
    </>
  );
}

function ActiveToggle({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const update = useUpdateMember();
  const name = member.name || member.email;
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        isPending={update.isPending}
        aria-label={member.active ? t('staff.disableOf', { name }) : t('staff.enableOf', { name })}
        onPress={() =>
          update.mutate(
            { id: member.id, active: !member.active },
            {
              onSuccess: (changed) =>
                announce(
                  changed.active
                    ? t('staff.enabled', { name: changed.name || changed.email })
                    : t('staff.disabledDone', { name: changed.name || changed.email }),
                ),
            },
          )
        }
      >
        {member.active ? t('staff.disable') : t('staff.enable')}
      </Button>
      {update.isError && updateError(t, update.error)}
    </>
  );
}

function InviteDialog() {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('box_office');
  const [memberLang, setMemberLang] = useState<string>(
    isAdminLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
  );
  const failure = invite.error
    ? errorCodeOf(invite.error) === 'STAFF_EMAIL_TAKEN'
      ? t('staff.emailTaken')
      : errorText(t, invite.error)
    : undefined;
  return (
    <ModalDialog
      title={t('staff.inviteTitle')}
      trigger={<Button>{t('staff.invite')}</Button>}
      onOpenChange={(open) => {
        if (open) {
          invite.reset();
          setEmail('');
          setName('');
        }
      }}
    >
      {(close) => (
        <Form
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (!email.trim() || !name.trim()) return;
            invite.mutate(
              {
                email: email.trim(),
                name: name.trim(),
                role,
                lang: isAdminLanguage(memberLang) ? memberLang : 'en',
              },
              {
                onSuccess: (result) => {
                  close();
                  announce(t('staff.invitedDone', { email: result.member.email }));
                },
              },
            );
          }}
          style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}
        >
          <TextField label={t('auth.email')} type="email" isRequired value={email} onChange={setEmail} />
          <TextField label={t('order.name')} isRequired value={name} onChange={setName} />
          <SelectField
            id="invite-role"
            label={t('staff.role')}
            value={role}
            onChange={(value) => setRole(value as StaffRole)}
            options={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          />
          <SelectField
            id="invite-language"
            label={t('app.language')}
            value={memberLang}
            onChange={setMemberLang}
            options={ADMIN_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
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
            <Button type="submit" isPending={invite.isPending}>
              {t('staff.sendInvite')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  );
}

function RefundLimit({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const settings = useStaffSettings();
  const save = useUpdateStaffSettings();
  const [value, setValue] = useState('');
  useEffect(() => {
    if (settings.data) setValue((settings.data.box_office_refund_limit / 100).toFixed(2));
  }, [settings.data]);
  const cents = parseEuros(value);
  return (
    <section className="panel" aria-labelledby="refund-limit" style={{ marginTop: '1.5rem' }}>
      <h2 id="refund-limit">{t('staff.refundLimit')}</h2>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <ErrorMessage error={settings.error} />
      ) : (
        <Form
          className="form-row form-row-top"
          style={{ maxWidth: '40rem' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (cents === undefined) return;
            save.mutate(cents, {
              onSuccess: (saved) =>
                announce(t('staff.limitSaved', { limit: formatMoney(saved.box_office_refund_limit, lang) })),
            });
          }}
        >
          <TextField
            label={t('staff.refundLimitLabel')}
            description={t('staff.refundLimitHint', {
              limit: formatMoney(settings.data.box_office_refund_limit, lang),
            })}
            inputMode="decimal"
            value={value}
            onChange={setValue}
            errorMessage={cents === undefined ? t('staff.amountInvalid') : undefined}
          />
          <Button type="submit" isPending={save.isPending}>
            {t('actions.save')}
          </Button>
          {save.isError && (
            <p role="alert" className="error-text">
              {errorText(t, save.error)}
            </p>
          )}
        </Form>
      )}
    </section>
  );
}
