import type { Language } from '@museum-shop/contract';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { useCatalogLists } from '../api/lists.ts';
import { CatalogListsEditor } from './CatalogListsEditor.tsx';

/** The catalog's lists editor, once the lists are loaded. */
export function CatalogListsScreen({
  languages,
  languageName,
}: {
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const lists = useCatalogLists();
  if (lists.isPending) return <Loading />;
  if (lists.isError) return <ErrorMessage error={lists.error} onRetry={() => void lists.refetch()} />;
  return <CatalogListsEditor lists={lists.data} languages={languages} languageName={languageName} />;
}
