import { useTranslation } from 'react-i18next';
import { CatalogExport } from './CatalogExport.tsx';
import { CatalogImport } from './CatalogImport.tsx';

/** Export and import of the whole catalog and shop setup as one file (issue 35). */
export function CatalogTransfer() {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted">{t('catalog.transfer.intro')}</p>
      <CatalogExport />
      <CatalogImport />
    </>
  );
}
