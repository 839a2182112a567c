import { Alert, Checkbox, DatePicker, Form, Input, Modal, Radio, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { useCreateNews, useUpdateNews } from '../api/mutations';
import type { AdminNews, SaveNewsInput } from '../api/queries';

// The editor (Tiptap/ProseMirror) is the heaviest part of the back office: fetched when the dialog first opens.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** Form.Item hands value and onChange to its direct child, so the Suspense boundary sits inside. */
function LazyRichTextEditor(props: { value?: string; onChange?: (html: string) => void; id?: string }) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 260 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

type PublishMode = 'draft' | 'now' | 'scheduled';

interface FormValues {
  title: string;
  excerpt?: string;
  content: string;
  mode: PublishMode;
  publishAt?: Dayjs;
  notifyDealers: boolean;
}

const modeOf = (news: AdminNews): PublishMode => (news.state === 'draft' ? 'draft' : news.state === 'scheduled' ? 'scheduled' : 'now');

function toInput(values: FormValues, news: AdminNews | null): SaveNewsInput {
  const keepDate = values.mode === 'now' && news?.state === 'published' ? news.publishDate : null;
  return {
    title: values.title,
    excerpt: values.excerpt?.trim() ? values.excerpt : null,
    content: values.content,
    isPublished: values.mode !== 'draft',
    publishDate: values.mode === 'scheduled' ? (values.publishAt?.toISOString() ?? null) : keepDate,
    notifyDealers: values.mode !== 'draft' && values.notifyDealers,
  };
}

/** Create or edit a news item: title, excerpt, formatted content, publish now / at a date / draft, e-mail. */
export function NewsEditorDialog({ news, open, onClose }: { news: AdminNews | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const create = useCreateNews();
  const update = useUpdateNews();
  const narrow = useMediaQuery('(max-width: 768px)');
  const mode = Form.useWatch('mode', form);
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      news
        ? {
            title: news.title,
            excerpt: news.excerpt ?? '',
            content: news.content,
            mode: modeOf(news),
            publishAt: news.publishDate ? dayjs(news.publishDate) : undefined,
            notifyDealers: news.notifyDealers,
          }
        : { title: '', excerpt: '', content: '', mode: 'now', publishAt: undefined, notifyDealers: false },
    );
  }, [open, news, form]);

  const submit = (values: FormValues) => {
    const input = toInput(values, news);
    if (news) update.mutate({ id: news.id, ...input }, { onSuccess: onClose });
    else create.mutate(input, { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      title={news ? 'News bearbeiten' : 'Neue News'}
      okText={mode === 'draft' ? 'Als Entwurf speichern' : mode === 'scheduled' ? 'Planen' : 'Veröffentlichen'}
      cancelText="Abbrechen"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      width={narrow ? '100%' : 820}
      style={narrow ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional">
        <Form.Item
          name="title"
          label="Titel"
          rules={[
            { required: true, whitespace: true, message: 'Bitte geben Sie einen Titel ein.' },
            { min: 3, message: 'Der Titel muss mindestens 3 Zeichen lang sein.' },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="excerpt" label="Anreißer" extra="Ein, zwei Sätze über der Meldung und in der E-Mail.">
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="content" label="Inhalt" rules={[{ required: true, message: 'Bitte geben Sie einen Inhalt ein.' }]}>
          <LazyRichTextEditor />
        </Form.Item>
        <Form.Item name="mode" label="Veröffentlichung" rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'now', label: news?.state === 'published' ? 'Veröffentlicht' : 'Sofort veröffentlichen' },
              { value: 'scheduled', label: 'Zu einem Zeitpunkt' },
              { value: 'draft', label: news?.state === 'published' ? 'Zurückziehen (Entwurf)' : 'Entwurf' },
            ]}
          />
        </Form.Item>
        {mode === 'scheduled' && (
          <Form.Item name="publishAt" label="Sichtbar ab" rules={[{ required: true, message: 'Bitte wählen Sie Datum und Uhrzeit.' }]}>
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format="DD.MM.YYYY HH:mm"
              disabledDate={(date) => date.isBefore(dayjs().startOf('day'))}
              style={{ width: 220 }}
            />
          </Form.Item>
        )}
        {news?.notifiedAt ? (
          <Alert type="info" showIcon message={`Die E-Mail an die Händler wurde am ${formatDateTime(news.notifiedAt)} versendet.`} />
        ) : (
          <Form.Item name="notifyDealers" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox disabled={mode === 'draft'}>Alle freigeschalteten Händler per E-Mail benachrichtigen, sobald die News sichtbar ist</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
