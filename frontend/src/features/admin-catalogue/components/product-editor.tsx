import { AppstoreAddOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { ProductCard } from '@/components/catalogue/product-card';
import { paths } from '@/config/paths';
import { ApiError, fieldErrorsOf, userMessageFor } from '@/lib/api/errors';
import { formatEuro } from '@/lib/format';
import { MAX_INTEGER, MAX_PACKAGING } from '@/lib/limits';
import { useSaveProduct } from '../api/mutations';
import { adminCategoriesQueryOptions, adminProductQueryOptions } from '../api/queries';
import type { AdminProduct } from '../api/types';
import { categoryPathOptions } from '../category-options';
import { emptyEditorValues, type EditorValues, missingRequired, priceFigures, stripHtml, toEditorValues, toSaveProduct } from '../editor-form';
import styles from './product-editor.module.css';
import { afterOwnChange, baseFields, baseOf, type SaveBase } from '../save-base';
import { ProductImages } from './product-images';
import { SaveConflictAlert } from './save-conflict-alert';

const money = { stringMode: true, min: '0', step: '0.01', precision: 2, decimalSeparator: ',', style: { width: '100%' }, addonAfter: '€' } as const;
const PROMOTION_SHORTCUTS = [7, 14, 30];

/** Fields the server names in its validation answer, mapped back to the form. */
const FIELD_OF: Record<string, keyof EditorValues> = {
  'specifications.gtin': 'gtin',
  'specifications.han': 'han',
};

interface ProductEditorProps {
  product: AdminProduct | undefined;
}

/** /admin/product/new and /admin/product/{id}: all sections of the editor with a live card preview. */
export function ProductEditor({ product }: ProductEditorProps) {
  const [form] = Form.useForm<EditorValues>();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const save = useSaveProduct(product?.id);
  const saving = useRef(false);
  const categories = useQuery(adminCategoriesQueryOptions());
  const categoryOptions = useMemo(() => categoryPathOptions(categories.data?.items ?? []), [categories.data]);
  // Taken once per product (the page remounts the editor per id): a refetch after an image upload must not
  // overwrite what the administrator is typing.
  const [initial] = useState(() => (product ? toEditorValues(product) : emptyEditorValues));
  // The version and stock the next save stands on: moved by the editor's own saves and image changes only.
  const base = useRef<SaveBase | null>(product ? baseOf(product) : null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const queryClient = useQueryClient();

  const values = Form.useWatch([], form) ?? initial;
  const figures = priceFigures(values);
  const start: Dayjs | null = values.specialPriceStart ?? null;
  const today = dayjs().startOf('day');
  const categoryName = categoryOptions.find((option) => option.value === values.categoryId)?.label.split(' > ').pop() ?? null;
  const promotionRuns =
    Boolean(values.specialPrice && values.specialPriceStart && values.specialPriceEnd) &&
    !today.isBefore(values.specialPriceStart!, 'day') &&
    !today.isAfter(values.specialPriceEnd!, 'day');

  const setPromotion = (days: number) => form.setFieldsValue({ specialPriceStart: today, specialPriceEnd: today.add(days, 'day') });

  const submit = async () => {
    if (saving.current) return; // a second click while saving is ignored
    const current = { ...initial, ...form.getFieldsValue(true) } as EditorValues;
    if (missingRequired(current)) {
      notification.warning({ message: 'Fehlende Angaben', description: 'Bitte füllen Sie alle Pflichtfelder aus.' });
      void form.validateFields().catch(() => undefined);
      return;
    }
    saving.current = true;
    try {
      const saved = await save.mutateAsync({ ...toSaveProduct(current), ...baseFields(base.current) });
      setConflict(null);
      notification.success({ message: product ? 'Produkt aktualisiert' : 'Produkt erstellt' });
      if (!product) navigate(`/admin/product/${saved.id}`, { replace: true });
      else {
        base.current = baseOf(saved);
        form.setFieldsValue(toEditorValues(saved));
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PRODUCT_CHANGED') return setConflict(error.message);
      if (error instanceof ApiError && error.code === 'PRODUCT_STOCK_CHANGED') return takeNewStock(error);
      form.setFields(fieldErrorsOf(error).map(({ field, message }) => ({ name: FIELD_OF[field] ?? (field as keyof EditorValues), errors: [message] })));
      notification.error({
        message: 'Fehler beim Speichern',
        description: `Das Produkt konnte nicht gespeichert werden: ${error instanceof ApiError ? userMessageFor(error) : 'Unbekannter Fehler'}`,
      });
    } finally {
      saving.current = false;
    }
  };

  /** Orders changed the stock while the administrator changed the field too: they see the new figure, the next save writes theirs. */
  const takeNewStock = (error: ApiError) => {
    const current = Number(error.details.currentStockQuantity);
    if (base.current) base.current = { ...base.current, stockQuantity: current };
    form.setFields([{ name: 'stockQuantity', errors: [`Inzwischen ${current} Stk. durch Bestellungen. Speichern übernimmt Ihre Eingabe.`] }]);
    notification.warning({ message: 'Bestand geändert', description: error.message });
  };

  /** Loads the product as it is now and hands it to `resolve` (the conflict's two ways out); the footer waits meanwhile. */
  const withCurrent = async (resolve: (current: AdminProduct) => Promise<void> | void) => {
    setResolving(true);
    try {
      const current = await queryClient.fetchQuery({ ...adminProductQueryOptions(product!.id), staleTime: 0 });
      await resolve(current);
    } catch (error) {
      notification.error({ message: 'Laden fehlgeschlagen', description: userMessageFor(error) });
    } finally {
      setResolving(false);
    }
  };

  const reload = () =>
    withCurrent((current) => {
      base.current = baseOf(current);
      form.setFieldsValue(toEditorValues(current));
      setConflict(null);
    });

  /** Saves the form over the current version; a stock the administrator left alone becomes the current one. */
  const overwrite = () =>
    withCurrent(async (current) => {
      if (base.current && form.getFieldValue('stockQuantity') === base.current.stockQuantity) form.setFieldValue('stockQuantity', current.stockQuantity);
      base.current = baseOf(current);
      setConflict(null);
      await submit();
    });

  const required = [{ required: true, message: 'Pflichtfeld' }];

  return (
    <Form form={form} layout="vertical" initialValues={initial} requiredMark>
      <div className={styles.layout}>
        <div className={styles.sections}>
          <Card title="Produktinformationen">
            <Form.Item name="name" label="Produktname" rules={required}>
              <Input maxLength={300} />
            </Form.Item>
            <div className={styles.row}>
              <Form.Item name="sku" label="Artikelnummer (SKU)" rules={required}>
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item name="eanCode" label="EAN-Code" rules={[{ max: 13, message: 'Höchstens 13 Zeichen' }]}>
                <Input maxLength={13} />
              </Form.Item>
              <Form.Item name="weight" label="Gewicht">
                <InputNumber stringMode min="0" step="0.001" precision={3} decimalSeparator="," addonAfter="kg" style={{ width: '100%' }} />
              </Form.Item>
            </div>
            <div className={styles.row}>
              <Form.Item name="gtin" label="GTIN">
                <Input maxLength={14} />
              </Form.Item>
              <Form.Item name="han" label="Herstellerartikelnummer (HAN)">
                <Input maxLength={64} />
              </Form.Item>
              {product && (
                <Form.Item name="isActive" label="Im Katalog sichtbar" valuePropName="checked">
                  <Switch checkedChildren="Aktiv" unCheckedChildren="Inaktiv" />
                </Form.Item>
              )}
            </div>
          </Card>

          <Card title="Preisstruktur">
            <div className={styles.row}>
              <Form.Item name="adminCostPrice" label="Eigener EK (netto)" tooltip="Ihr tatsächlicher Einkaufspreis; nur für Administratoren sichtbar">
                <InputNumber {...money} />
              </Form.Item>
              <Form.Item name="basePrice" label="Grundpreis (netto)" tooltip="Händler-EK vor Rabatt" rules={required}>
                <InputNumber {...money} />
              </Form.Item>
              <Form.Item name="retailPrice" label="VK / UVP (brutto)" rules={required}>
                <InputNumber {...money} />
              </Form.Item>
            </div>
            <div className={styles.figures} aria-label="Margenübersicht">
              <div className={styles.figure}>
                <span>Marge (VK − Grundpreis)</span>
                <strong>{figures.marginEuro ? formatEuro(figures.marginEuro) : '–'}</strong>
              </div>
              <div className={styles.figure}>
                <span>Marge in % vom VK</span>
                <strong>{figures.marginPercent ? `${figures.marginPercent} %` : '–'}</strong>
              </div>
              <div className={styles.figure}>
                <span>Eigene Marge (Grundpreis − EK)</span>
                <strong>{figures.dealerMarginEuro ? formatEuro(figures.dealerMarginEuro) : '–'}</strong>
              </div>
            </div>
          </Card>

          <Card title="Lagerbestand">
            <div className={styles.row2}>
              <Form.Item name="stockQuantity" label="Bestand">
                <InputNumber min={0} max={MAX_INTEGER} precision={0} style={{ width: '100%' }} addonAfter="Stk." />
              </Form.Item>
              <Form.Item name="minStockLevel" label="Mindestbestand">
                <InputNumber min={0} max={MAX_INTEGER} precision={0} style={{ width: '100%' }} addonAfter="Stk." />
              </Form.Item>
            </div>
          </Card>

          <Card title="Verpackungseinheit">
            <div className={styles.row2}>
              <Form.Item name="minOrderQuantity" label="Mindestbestellmenge" extra="1 = keine Mindestmenge">
                <InputNumber min={1} max={MAX_PACKAGING} precision={0} style={{ width: '100%' }} addonAfter="Stk." />
              </Form.Item>
              <Form.Item name="orderMultiple" label="Bestellbar in Vielfachen von" extra="z. B. 10 für Schläuche im 10er-Karton">
                <InputNumber min={1} max={MAX_PACKAGING} precision={0} style={{ width: '100%' }} addonAfter="Stk." />
              </Form.Item>
            </div>
          </Card>

          <Card title="Kategorie" extra={<LinkButton size="small" icon={<AppstoreAddOutlined />} to={paths.admin.categories}>Kategorien verwalten</LinkButton>}>
            <Form.Item name="categoryId" label="Kategorie" style={{ marginBottom: 0 }}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="Keine Kategorie"
                options={categoryOptions}
                loading={categories.isLoading}
              />
            </Form.Item>
          </Card>

          <Card title="Beschreibung">
            <Form.Item
              name="description"
              style={{ marginBottom: 0 }}
              extra="HTML-Tags und -Entitäten werden beim Speichern automatisch entfernt."
              getValueFromEvent={(event) => event.target.value}
            >
              <Input.TextArea rows={5} maxLength={10000} showCount onBlur={(event) => form.setFieldValue('description', stripHtml(event.target.value))} />
            </Form.Item>
          </Card>

          <Card title="Sonderpreise & Aktionen">
            <div className={styles.shortcuts}>
              {PROMOTION_SHORTCUTS.map((days) => (
                <Button key={days} size="small" onClick={() => setPromotion(days)}>
                  {days === 30 ? '30 Tage (1 Monat)' : `${days} Tage`}
                </Button>
              ))}
              <Button size="small" type="text" danger onClick={() => form.setFieldsValue({ specialPrice: null, specialPriceStart: null, specialPriceEnd: null })}>
                Aktion entfernen
              </Button>
            </div>
            <div className={styles.row}>
              <Form.Item name="specialPrice" label="Aktionspreis (brutto)">
                <InputNumber {...money} />
              </Form.Item>
              <Form.Item name="specialPriceStart" label="Aktionsbeginn">
                <DatePicker
                  format="DD.MM.YYYY"
                  style={{ width: '100%' }}
                  placeholder="TT.MM.JJJJ"
                  disabledDate={(date) => date.isBefore(today, 'day') && !date.isSame(initial.specialPriceStart, 'day')}
                />
              </Form.Item>
              <Form.Item name="specialPriceEnd" label="Aktionsende (einschließlich)">
                <DatePicker
                  format="DD.MM.YYYY"
                  style={{ width: '100%' }}
                  placeholder="TT.MM.JJJJ"
                  disabledDate={(date) =>
                    (date.isBefore(today, 'day') && !date.isSame(initial.specialPriceEnd, 'day')) || (start !== null && !date.isAfter(start, 'day'))
                  }
                />
              </Form.Item>
            </div>
            {values.specialPrice && (
              <Alert
                type={promotionRuns ? 'success' : 'info'}
                showIcon
                message={promotionRuns ? 'Die Aktion läuft heute – im Katalog erscheint das AKTION-Abzeichen.' : 'Die Aktion ist geplant oder unvollständig und heute nicht sichtbar.'}
              />
            )}
          </Card>

          <Card title="Bilder">
            {product ? (
              <Form.Item name="imageUrls" noStyle>
                <ProductImages
                  productId={product.id}
                  value={values.imageUrls ?? []}
                  onChange={(urls) => form.setFieldValue('imageUrls', urls)}
                  onStored={(answer) => (base.current = base.current && afterOwnChange(base.current, answer))}
                />
              </Form.Item>
            ) : (
              <Alert type="info" showIcon message="Bilder können Sie hochladen, sobald das Produkt gespeichert ist." />
            )}
            {product && values.imageUrls && values.imageUrls.length > 1 && (
              <p style={{ margin: '8px 0 0', color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>Eine geänderte Reihenfolge wird mit „Speichern“ übernommen.</p>
            )}
          </Card>
        </div>

        <aside className={styles.aside}>
          <Card title="Live-Vorschau" size="small">
            <ProductCard
              viewer="visitor"
              showDealerPrices={false}
              product={{
                name: values.name || 'Produktname',
                description: stripHtml(values.description ?? '') || null,
                sku: values.sku || '—',
                imageUrls: values.imageUrls ?? [],
                categoryName,
                stockQuantity: typeof values.stockQuantity === 'number' ? values.stockQuantity : 0,
                retailPrice: values.retailPrice ?? '0',
                specialPrice: promotionRuns ? values.specialPrice : null,
                dealerPrice: null,
              }}
            />
            <ul className={styles.previewFigures}>
              <li>
                <span>Marge</span>
                <strong>{figures.marginEuro ? `${formatEuro(figures.marginEuro)} (${figures.marginPercent} %)` : '–'}</strong>
              </li>
              <li>
                <span>Ersparnis bei Aktion</span>
                <strong>{figures.savingEuro ? `${formatEuro(figures.savingEuro)} (${figures.savingPercent} %)` : '–'}</strong>
              </li>
            </ul>
          </Card>
        </aside>
      </div>

      <div className={styles.footer}>
        {conflict && <SaveConflictAlert message={conflict} busy={resolving} onReload={() => void reload()} onOverwrite={() => void overwrite()} />}
        <Button onClick={() => navigate(paths.admin.root)}>Abbrechen</Button>
        <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void submit()}>
          Speichern
        </Button>
      </div>
    </Form>
  );
}
