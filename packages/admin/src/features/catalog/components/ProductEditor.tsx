import type { Language, ProductChoices, StaffProduct } from '@museum-shop/contract';
import { Button, fieldStyles } from '@museum-shop/ui/controls';
import { Form } from 'react-aria-components';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { useCreateProduct } from '../api/create-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import styles from './Catalog.module.css';
import { useDocumentEditor } from './document-editor.ts';
import { CustomGroups } from './EventDetails.tsx';
import { FormText, ProblemsProvider, TranslatedFields } from './fields.tsx';
import { ProblemSummary } from './ProblemSummary.tsx';
import { ProductImagesField } from './ProductImagesField.tsx';
import { ProductStatusActions } from './ProductStatusActions.tsx';
import {
  newProductValues,
  type ProductFormValues,
  productProblems,
  productServerProblems,
  productValuesOf,
} from './product-form.ts';
import { productPlaceOf } from './product-texts.ts';
import { StockHistory } from './StockHistory.tsx';
import { VatField } from './VatField.tsx';

/**
 * The editor of a shop product (issue 36): its texts in each offered language, pictures,
 * categories, price, VAT rate, weight and sequence number in one form, checked by the contract's
 * rule before it is sent (every problem at its field, a summary at the top that takes the focus),
 * the server's 422 shown the same way. A new product is created as a draft without stock and
 * opened; a saved one shows its status, its stock with the dialog that changes it, and its history.
 */
export function ProductEditor({
  product,
  choices,
  languages,
  languageName,
}: {
  /** Undefined: a new product. */
  product?: StaffProduct | undefined;
  choices: ProductChoices;
  /** The languages the shop offers, its default first. */
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const form = useForm<ProductFormValues>({
    defaultValues: product ? productValuesOf(product.document) : newProductValues(choices),
  });
  const { problems, failure, summaryRef, submit, pending, dirty, created } = useDocumentEditor({
    form,
    languages,
    check: productProblems,
    serverProblems: productServerProblems,
    valuesOf: productValuesOf,
    create: useCreateProduct(),
    save: useSaveProduct(product?.id ?? 0),
    isSaved: product !== undefined,
    createdPath: (id) => `/catalog/products/${id}`,
    words: { saved: t('catalog.editor.saved'), created: t('catalog.editor.created') },
  });
  // Re-rendered on every change: the problems once shown follow the typing.
  useWatch({ control: form.control });
  const defaultLanguage = languages[0] ?? 'en';
  return (
    <FormProvider {...form}>
      <ProblemsProvider problems={problems}>
        <LeaveGuard when={dirty && created === undefined} />
        {product && <ProductStatusActions product={product} dirty={dirty} />}
        <Form
          validationBehavior="aria"
          onSubmit={submit}
          className={styles.editor}
          aria-label={t('catalog.products.form')}
        >
          <ProblemSummary
            problems={problems}
            failure={failure}
            languageName={languageName}
            summaryRef={summaryRef}
            placeOf={productPlaceOf}
            subject="products"
          />
          <section className="panel" aria-labelledby="product-details">
            <h2 id="product-details">{t('catalog.products.details')}</h2>
            <div className={styles.stack}>
              <p className={fieldStyles.description}>
                {t('catalog.products.languagesHint', { language: languageName(defaultLanguage) })}
              </p>
              <div className={styles.grid}>
                <TranslatedFields
                  base="name"
                  labelKey="catalog.fields.nameIn"
                  languages={languages}
                  languageName={languageName}
                  required
                />
              </div>
              <TranslatedFields
                base="description"
                labelKey="catalog.fields.descriptionIn"
                languages={languages}
                languageName={languageName}
                multiline
              />
              <ProductImagesField languages={languages} />
              <CustomGroups
                choices={choices}
                lang={lang}
                defaultLanguage={defaultLanguage}
                legend={t('catalog.products.fields.categories')}
              />
            </div>
          </section>
          <section className="panel" aria-labelledby="product-sale">
            <h2 id="product-sale">{t('catalog.products.sale')}</h2>
            <div className={styles.grid}>
              <FormText
                name="price"
                label={t('catalog.products.fields.price')}
                description={t('catalog.products.fields.priceHint')}
                inputMode="decimal"
                maxLength={12}
              />
              <VatField name="vat_value" rates={choices.vat_rates} />
              <FormText
                name="weight"
                label={t('catalog.products.fields.weight')}
                description={t('catalog.products.fields.weightHint')}
                inputMode="numeric"
                maxLength={7}
              />
              <FormText
                name="sequence_no"
                label={t('catalog.fields.sequence')}
                description={t('catalog.products.fields.sequenceHint')}
                inputMode="numeric"
                maxLength={7}
              />
            </div>
          </section>
          <div className={styles.saveBar}>
            <Button type="submit" isPending={pending}>
              {product ? t('catalog.editor.save') : t('catalog.editor.create')}
            </Button>
            <span role="status" className="muted">
              {pending ? t('catalog.editor.saving') : ''}
            </span>
          </div>
        </Form>
        {product && <StockHistory history={product.history} />}
      </ProblemsProvider>
    </FormProvider>
  );
}
