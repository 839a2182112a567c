import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Progress, Tag, Upload } from 'antd';
import { useState } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import { userMessageFor } from '@/lib/api/errors';
import { useRemoveProductImage, useUploadProductImage } from '../api/mutations';
import type { AdminProduct } from '../api/types';
import styles from './product-editor.module.css';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp';

interface ProductImagesProps {
  productId: string;
  value: string[];
  onChange: (urls: string[]) => void;
  /** The product as the server answered an upload or removal (its new version). */
  onStored: (product: AdminProduct) => void;
}

/** Keeps the editor's order for images still there and appends what the server added. */
const merge = (local: string[], server: string[]) => [...local.filter((url) => server.includes(url)), ...server.filter((url) => !local.includes(url))];

/** Upload with progress (JPG, PNG, WEBP, 5 MB), removal, and ordering (the first is the main image). */
export function ProductImages({ productId, value, onChange, onStored }: ProductImagesProps) {
  const { notification } = App.useApp();
  const upload = useUploadProductImage(productId);
  const remove = useRemoveProductImage(productId);
  const [progress, setProgress] = useState<number | null>(null);

  const beforeUpload = (file: File) => {
    if (!file.type.startsWith('image/')) {
      notification.error({ message: 'Ungültiger Dateityp', description: 'Bitte laden Sie nur Bilddateien hoch.' });
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_BYTES) {
      notification.error({ message: 'Datei zu groß', description: 'Die Datei darf maximal 5MB groß sein.' });
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const send = async (file: File) => {
    setProgress(0);
    try {
      const product = await upload.mutateAsync({ file, onProgress: setProgress });
      onStored(product);
      onChange(merge(value, product.imageUrls));
      notification.success({ message: 'Bild hochgeladen' });
    } catch (error) {
      notification.error({ message: 'Upload fehlgeschlagen', description: `Das Bild konnte nicht hochgeladen werden: ${userMessageFor(error)}` });
    } finally {
      setProgress(null);
    }
  };

  const drop = async (url: string) => {
    try {
      const product = await remove.mutateAsync(url);
      onStored(product);
      onChange(merge(value, product.imageUrls));
      notification.success({ message: 'Bild entfernt' });
    } catch {
      notification.error({ message: 'Fehler', description: 'Das Bild konnte nicht entfernt werden.' });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };

  return (
    <div>
      <Upload.Dragger
        accept={ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void send(file as File)}
        disabled={progress !== null}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Bilder hierher ziehen oder klicken</p>
        <p className="ant-upload-hint">JPG, PNG oder WEBP, höchstens 5 MB. Das erste Bild ist das Hauptbild.</p>
      </Upload.Dragger>
      {progress !== null && <Progress percent={progress} size="small" status="active" aria-label="Upload-Fortschritt" />}
      {value.length > 0 && (
        <div className={styles.images}>
          {value.map((url, index) => (
            <div key={url} className={styles.imageTile} data-testid="editor-image">
              <ProductImage url={url} alt={`Bild ${index + 1}`} />
              {index === 0 && (
                <Tag color="green" className={styles.imageMain}>
                  Hauptbild
                </Tag>
              )}
              <div className={styles.imageActions}>
                <span>
                  <Button size="small" type="text" icon={<ArrowLeftOutlined />} disabled={index === 0} onClick={() => move(index, -1)} aria-label="Nach vorne" />
                  <Button size="small" type="text" icon={<ArrowRightOutlined />} disabled={index === value.length - 1} onClick={() => move(index, 1)} aria-label="Nach hinten" />
                </span>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} loading={remove.isPending && remove.variables === url} onClick={() => void drop(url)} aria-label="Bild entfernen" />
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
