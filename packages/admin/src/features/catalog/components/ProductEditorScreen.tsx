import type { Language } from '@museum-shop/contract';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { useStaffProduct } from '../api/product.ts';
import { useStaffProducts } from '../api/products.ts';
import { ProductEditor } from './ProductEditor.tsx';

interface ScreenProps {
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}

/** The editor of a new product, once the choices (categories, VAT rates) are loaded. */
export function NewProductScreen(props: ScreenProps) {
  const list = useStaffProducts();
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  return <ProductEditor choices={list.data.choices} {...props} />;
}

/** The editor of a saved product, once it and the choices are loaded. */
export function EditProductScreen({ id, ...props }: ScreenProps & { id: number }) {
  const list = useStaffProducts();
  const product = useStaffProduct(id);
  if (list.isPending || product.isPending) return <Loading />;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  if (product.isError) return <ErrorMessage error={product.error} onRetry={() => void product.refetch()} />;
  return (
    <ProductEditor key={product.data.id} product={product.data} choices={list.data.choices} {...props} />
  );
}
