import { Button } from '@museum-shop/ui/controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/ui/StatusViews.tsx';
import { useExportCatalog } from '../api/export-catalog.ts';
import { exportFileName, saveJsonFile } from './transfer-file.ts';

/**
 * Downloads the whole catalog and shop setup as one JSON file (issue 35). While it is asked for,
 * the button is busy and a status says so; the file's name is said once it is saved, a failure in
 * an alert. The focus stays on the button.
 */
export function CatalogExport() {
  const { t } = useTranslation();
  const exported = useExportCatalog();
  const [savedAs, setSavedAs] = useState<string | undefined>(undefined);

  const download = () => {
    if (exported.isPending) return;
    setSavedAs(undefined);
    exported.mutate(undefined, {
      onSuccess: (document) => {
        const name = exportFileName(new Date());
        saveJsonFile(document, name);
        setSavedAs(name);
      },
    });
  };

  return (
    <section className="panel" aria-labelledby="transfer-export">
      <h2 id="transfer-export">{t('catalog.transfer.export.title')}</h2>
      <p>{t('catalog.transfer.export.intro')}</p>
      <div className="buttons">
        <Button isPending={exported.isPending} onPress={download}>
          {t('catalog.transfer.export.button')}
        </Button>
        <span role="status" className="muted">
          {exported.isPending
            ? t('catalog.transfer.export.working')
            : savedAs
              ? t('catalog.transfer.export.done', { name: savedAs })
              : ''}
        </span>
      </div>
      {exported.isError && <ErrorMessage error={exported.error} onRetry={download} />}
    </section>
  );
}
