import { PAGE_IDS, SECTION_FLAGS, SETUP_STEPS, type SetupStep, type ShopSetup } from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpenShop } from './OpenShop.tsx';
import { PaymentProviderState } from './PaymentProviderState.tsx';
import styles from './Setup.module.css';
import { problemText, publicUrlMismatch, useLanguageNames } from './setup-texts.ts';
import { ViewAsVisitor } from './ViewAsVisitor.tsx';

type ChecklistItem = ShopSetup['checklist'][number];

/**
 * Where the form of a step is. The payment provider is a server setting, explained in place (the
 * payment types offered are the museum's), and so is e-mail's SMTP server (its sender name and
 * reply-to are the museum's).
 */
const STEP_LINKS: Partial<Record<SetupStep, string>> = {
  identity: '/setup/identity',
  languages: '/setup/identity',
  legal_pages: '/setup/pages',
  payment: '/setup/payment-types',
  email: '/setup/mail',
  sections: '/setup/sections',
};

/**
 * The setup checklist, the setup section's home: the steps in their order, each done or not, what
 * is missing in words a museum understands, and the way to its form. Every step can be revisited.
 */
export function SetupChecklist({
  setup,
  here = window.location.origin,
}: {
  setup: ShopSetup;
  here?: string;
}) {
  const { t } = useTranslation();
  const items = SETUP_STEPS.map(
    (step): ChecklistItem =>
      setup.checklist.find((item) => item.step === step) ?? {
        step,
        done: false,
        problems: [],
        languages: [],
      },
  );
  const done = items.filter((item) => item.done).length;
  return (
    <>
      <div className={styles.progress}>
        <p id="setup-progress">{t('setup.progress', { count: done, total: items.length })}</p>
        <progress aria-labelledby="setup-progress" value={done} max={items.length} />
      </div>
      <ol className={styles.steps}>
        {items.map((item) => (
          <Step key={item.step} item={item} setup={setup} here={here} />
        ))}
      </ol>
      <section className="panel" aria-labelledby="setup-more">
        <h2 id="setup-more">{t('setup.more')}</h2>
        <ul className={styles.links}>
          <li>
            <Link to="/setup/logo">{t('setup.logo.link')}</Link>
            <span className="muted"> · {setup.logo ? t('setup.logo.has') : t('setup.logo.none')}</span>
          </li>
          <li>
            <Link to="/setup/shipping">{t('setup.shipping.link')}</Link>
            <span className="muted">
              {' '}
              · {t('setup.shipping.count', { count: setup.shipping_costs.length })}
            </span>
          </li>
          <li>
            <Link to="/setup/notices">{t('setup.notices.link')}</Link>
            <span className="muted"> · {noticesSummary(t, setup)}</span>
          </li>
          <li>
            <Link to="/setup/display">{t('setup.display.link')}</Link>
            <span className="muted"> · {displaySummary(t, setup)}</span>
          </li>
          <li>
            <Link to="/setup/invoice">{t('setup.invoice.link')}</Link>
            <span className="muted"> · {invoiceSummary(t, setup)}</span>
          </li>
          <li>
            <Link to="/setup/mail">{t('setup.mail.link')}</Link>
            <span className="muted"> · {setup.mail.sender_name || t('setup.mail.none')}</span>
          </li>
          <li>
            <Link to="/setup/customer-form">{t('setup.customerForm.link')}</Link>
            <span className="muted">
              {' '}
              · {t('setup.customerForm.countriesCount', { count: setup.counts.customer_countries })},{' '}
              {t('setup.counts.requiredFields', { count: setup.counts.customer_required_fields })}
            </span>
          </li>
          <li>
            <Link to="/setup/social">{t('setup.social.link')}</Link>
            <span className="muted"> · {t('setup.social.count', { count: setup.social_links.length })}</span>
          </li>
          <li>
            <Link to="/setup/texts">{t('setup.texts.link')}</Link>
            <span className="muted"> · {t('setup.counts.ownTexts', { count: setup.counts.own_texts })}</span>
          </li>
          <li>
            <Link to="/setup/legal-links">{t('setup.legalLinks.link')}</Link>
            <span className="muted">
              {' '}
              ·{' '}
              {setup.counts.legal_links > 0
                ? t('setup.counts.legalLinks', { count: setup.counts.legal_links })
                : t('setup.legalLinks.allStandard')}
            </span>
          </li>
          <li>
            <Link to="/setup/partners">{t('setup.partners.link')}</Link>
            <span className="muted">
              {' '}
              · {t('setup.counts.partnerGroups', { count: setup.counts.partner_groups })},{' '}
              {t('setup.counts.partnerLogos', { count: setup.counts.partner_logos })}
            </span>
          </li>
          <li>
            <Link to="/setup/banners">{t('setup.banners.link')}</Link>
            <span className="muted"> · {t('setup.counts.banners', { count: setup.counts.banners })}</span>
          </li>
        </ul>
      </section>
      <ViewAsVisitor setup={setup} />
    </>
  );
}

/** The From of the shop's e-mails: the museum's sender name at MAIL_FROM's address, else MAIL_FROM. */
function senderOf(setup: ShopSetup): string {
  const from = setup.environment.mail_from;
  if (!setup.mail.sender_name) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return `${setup.mail.sender_name} <${address.trim()}>`;
}

/** The cookie notice and the message, in short: whether each is shown. */
function noticesSummary(t: TFunction, setup: ShopSetup): string {
  const { cookie_notice: cookie, global_message: message } = setup.notices;
  const hasMessage = Object.values(message.texts).some((text) => text?.trim());
  return t(`setup.notices.summary.${cookie.enabled ? 'on' : 'off'}.${hasMessage ? 'message' : 'none'}`);
}

/** The home screen, and whether the shop shows its own header and footer (module mode). */
function displaySummary(t: TFunction, setup: ShopSetup): string {
  const { home_view: view, show_header: header, show_footer: footer } = setup.display;
  const frame = header && footer ? 'both' : header ? 'noFooter' : footer ? 'noHeader' : 'neither';
  return t(`setup.display.summary.${frame}`, { home: t(`setup.display.homeViews.${view}`) });
}

/** Who issues the invoices, or that no header is printed yet. */
function invoiceSummary(t: TFunction, setup: ShopSetup): string {
  const invoice = setup.invoice;
  if (!invoice.street && !invoice.city && !invoice.legal_name) return t('setup.invoice.none');
  return (
    invoice.legal_name || [invoice.zip, invoice.city].filter(Boolean).join(' ') || t('setup.invoice.has')
  );
}

function Step({ item, setup, here }: { item: ChecklistItem; setup: ShopSetup; here: string }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  // The open step says itself whether the shop is open (OpenShop): not twice.
  const listed = item.problems.filter((problem) => problem !== 'SHOP_CLOSED');
  const problems: { key: string; text: string }[] = listed.map((problem) => ({
    key: problem,
    text: problemText(t, problem, { setup, languages: item.languages, names }),
  }));
  // The server says when PUBLIC_URL is unset; that it is another address than this one only the browser knows.
  const mismatch = item.step === 'email' ? publicUrlMismatch(setup.environment.public_url, here) : undefined;
  if (mismatch)
    problems.push({
      key: 'PUBLIC_URL_ELSEWHERE',
      text: t('setup.problems.PUBLIC_URL_ELSEWHERE', { publicUrl: mismatch, here }),
    });
  const link = STEP_LINKS[item.step];
  const titleId = `step-${item.step}`;
  return (
    <li className={styles.step} aria-labelledby={titleId} data-done={item.done || undefined}>
      <h2 id={titleId} className={styles.stepTitle}>
        {t(`setup.steps.${item.step}.title`)}{' '}
        <span className="badge" data-tone={item.done ? 'good' : 'warn'}>
          {item.done ? t('setup.done') : t('setup.toDo')}
        </span>
      </h2>
      <p className="muted">{t(`setup.steps.${item.step}.intro`)}</p>
      <StepFacts step={item.step} setup={setup} />
      {problems.length > 0 && (
        <ul
          className={styles.problems}
          aria-label={t('setup.problemsOf', { step: t(`setup.steps.${item.step}.title`) })}
        >
          {problems.map((problem) => (
            <li key={problem.key}>{problem.text}</li>
          ))}
        </ul>
      )}
      {link && (
        <p>
          <Link to={link}>{t(`setup.steps.${item.step}.link`)}</Link>
        </p>
      )}
      {item.step === 'open' && <OpenShop setup={setup} />}
    </li>
  );
}

/** What a step is set to now, in short. */
function StepFacts({ step, setup }: { step: SetupStep; setup: ShopSetup }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const defaultLanguage = setup.identity.languages[0] ?? 'en';
  const facts: [string, ReactNode][] = [];
  const env = setup.environment;
  switch (step) {
    case 'identity':
      facts.push([
        t('setup.facts.name'),
        setup.identity.site_name_translations[defaultLanguage] || t('setup.facts.notSet'),
      ]);
      facts.push([t('setup.facts.supportEmail'), setup.identity.support_email || t('setup.facts.notSet')]);
      break;
    case 'languages':
      facts.push([t('setup.facts.languages'), names.list(setup.identity.languages.map(names.alone))]);
      facts.push([t('setup.facts.defaultLanguage'), names.alone(defaultLanguage)]);
      break;
    case 'legal_pages':
      facts.push([
        t('setup.facts.pagesWritten'),
        t('setup.facts.pagesCount', {
          count: setup.pages.filter((page) => page.languages.length > 0).length,
          total: PAGE_IDS.length,
        }),
      ]);
      break;
    case 'payment':
      facts.push([t('setup.facts.provider'), env.payment_provider]);
      facts.push([
        t('setup.facts.mode'),
        env.test_mode ? t('setup.facts.testMode') : t('setup.facts.liveMode'),
      ]);
      facts.push([
        t('setup.paymentTypes.title'),
        t('setup.counts.offered', { count: setup.counts.payment_types_offered }),
      ]);
      break;
    case 'email':
      facts.push([t('setup.facts.smtp'), env.smtp ? t('setup.facts.smtpOn') : t('setup.facts.smtpOff')]);
      facts.push([t('setup.facts.sender'), senderOf(setup) || t('setup.facts.notSet')]);
      if (setup.mail.reply_to) facts.push([t('setup.facts.replyTo'), setup.mail.reply_to]);
      facts.push([t('setup.facts.publicUrl'), env.public_url ?? t('setup.facts.notSet')]);
      break;
    case 'sections': {
      const on = SECTION_FLAGS.filter((flag) => setup.sections[flag]).map((flag) =>
        t(`setup.sections.flags.${flag}`),
      );
      facts.push([t('setup.facts.sectionsOn'), on.length > 0 ? names.list(on) : t('setup.facts.none')]);
      break;
    }
    case 'open':
      break;
  }
  if (facts.length === 0) return null;
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {step === 'payment' && <PaymentProviderState timeZone={setup.identity.time_zone} />}
      {(step === 'payment' || step === 'email') && <p className="muted">{t(`setup.steps.${step}.server`)}</p>}
    </>
  );
}
