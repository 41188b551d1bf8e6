import {
  type PartnerLogoGroup,
  partnerLogoAlt,
  partnerLogoSrc,
  pickTranslation,
  type SocialLink,
  siteNameFor,
} from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SocialIcon } from '../../components/ui/icons.tsx';
import { MediaPicture } from '../../components/ui/MediaPicture.tsx';
import { sectionEnabled } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { legalLinks } from '../../features/content/legal-links.ts';
import { useDisplayDate } from '../../lib/shared-render.ts';
import styles from './Footer.module.css';

/** The logo box is 14rem wide (Footer.module.css): the browser picks the width it needs. */
const PARTNER_LOGO_SIZES = '14rem';

/**
 * The footer is below the first screen: its logos load as it comes near, so a phone's first paint
 * neither fetches nor decodes them (and a rendered page asks no preload of them, issue 37).
 */
const BELOW_THE_FOLD = { loading: 'lazy', decoding: 'async' } as const;

/** A partner's logo: an uploaded one in AVIF or WebP widths with its size (issue 34), else the configured image. */
function PartnerLogoImage({ logo, alt }: { logo: PartnerLogoGroup['logos'][number]; alt: string }) {
  const media = logo.media;
  if (!media)
    return <img src={partnerLogoSrc(logo.image)} alt={alt} className={styles.logo} {...BELOW_THE_FOLD} />;
  return (
    <MediaPicture
      image={media}
      sizes={PARTNER_LOGO_SIZES}
      alt={alt}
      className={styles.logo}
      {...BELOW_THE_FOLD}
    />
  );
}

const yearOf = (now: Date) => String(now.getFullYear());

export function Footer({ socialLinks }: { socialLinks: SocialLink[] }) {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  const defaultLanguage = config.languages[0] ?? lang;
  const links = legalLinks(config, lang, sectionEnabled(config, 'merchandise'));
  const social = [...socialLinks].sort((a, b) => a.sequence_no - b.sequence_no);
  const year = useDisplayDate(yearOf);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {config.partner_logos.length > 0 && (
          <div className={styles.partners}>
            {config.partner_logos.map((group, index) => {
              const name = pickTranslation(group.name, lang, defaultLanguage);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed list from the configuration.
                <section key={index} className={styles.partnerGroup} aria-label={name}>
                  {name && <h2 className={styles.partnerHeading}>{name}</h2>}
                  <ul className={styles.logos}>
                    {group.logos.map((logo) => {
                      const alt = partnerLogoAlt(logo.alt, lang, defaultLanguage);
                      const image = <PartnerLogoImage logo={logo} alt={alt} />;
                      return (
                        <li key={logo.image}>
                          {logo.url ? (
                            <a href={logo.url} target="_blank" rel="noopener">
                              {image}
                              <span className="visually-hidden">
                                {alt ? '' : logo.url} ({t('common.opensInNewTab')})
                              </span>
                            </a>
                          ) : (
                            image
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
        <div className={styles.columns}>
          <nav aria-label={t('footer.legal')}>
            <ul className={styles.legal}>
              {links.map((link) => (
                <li key={link.page}>
                  {link.external ? (
                    <a href={link.href}>{link.title ?? t(`footer.pages.${link.page}`)}</a>
                  ) : (
                    <Link to={link.href}>{link.title ?? t(`footer.pages.${link.page}`)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {social.length > 0 && (
            <nav aria-label={t('footer.social')}>
              <ul className={styles.social}>
                {social.map((item) => (
                  <li key={item.link}>
                    <a href={item.link} target="_blank" rel="noopener">
                      <SocialIcon name={item.name} />
                      <span>{item.name}</span>
                      <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <p className={styles.copyright}>
          {t('footer.copyright', { year, siteName: siteNameFor(config, lang) })}
        </p>
      </div>
    </footer>
  );
}
