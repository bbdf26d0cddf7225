import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { newsDetailInputSchema, type NewsDetailInput, type NewsSlot } from '@backoffice/domain/news';
import { Dialog, DialogActions, SaveFailure, Stack, TextArea, TextField, applyServerError, useSubmitOnce } from '@backoffice/ui';
import { useSaveNews } from '../api/save-news';

type FormValues = z.input<typeof newsDetailInputSchema>;
type FieldName = keyof NewsDetailInput;
const FIELDS: readonly FieldName[] = ['title', 'url', 'summary', 'image', 'youtube_link'];
// The server names a field of the body's detail as 'detail.title' or 'title'.
const fieldFor = (field: string) => FIELDS.find((name) => field === name || field === `detail.${name}`) ?? null;

export const NEWS_DIALOG_TITLES = { announcement: 'Edit Announcement', article: 'Edit Article' } as const;

export type NewsEditDialogProps = {
  item: NewsSlot;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * 'Edit Announcement' / 'Edit Article' (back-office §2, §5 News editor) with Cancel and Save: the announcement is its
 * title only, an article its title, link, summary, image address and video code. Checked with the API's own schema
 * (a code, not a URL; a jpg, png or jpeg image); a refusal keeps the dialog open in the server's words.
 */
export function NewsEditDialog({ item, onClose, onSaved }: NewsEditDialogProps) {
  const announcement = item.slot === 0;
  const title = announcement ? NEWS_DIALOG_TITLES.announcement : NEWS_DIALOG_TITLES.article;
  const formId = useId();
  const save = useSaveNews();
  const [failure, setFailure] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, NewsDetailInput>({ resolver: zodResolver(newsDetailInputSchema), defaultValues: item.detail });
  const busy = save.isPending;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: item._id, detail: values });
      onSaved();
    } catch (error) {
      setFailure(applyServerError(error, setError, fieldFor));
    }
  });
  const onSubmit = useSubmitOnce(submit);

  return (
    <Dialog
      open
      title={title}
      size="md"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!busy}
      footer={<DialogActions onCancel={onClose} submitLabel="Save" form={formId} busy={busy} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="lg">
          {failure ? <SaveFailure title="The news was not saved" messages={failure} /> : null}
          {announcement ? (
            <TextArea
              label="Announcement"
              rows={3}
              hint="Leave blank to remove announcement"
              error={errors.title?.message}
              {...register('title')}
            />
          ) : (
            <>
              <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
              <TextField label="URL" type="url" autoComplete="off" error={errors.url?.message} {...register('url')} />
              <TextArea label="Summary" rows={3} error={errors.summary?.message} {...register('summary')} />
              <TextField
                label="Image URL"
                type="url"
                autoComplete="off"
                hint="A jpg, png or jpeg address"
                error={errors.image?.message}
                {...register('image')}
              />
              <TextField
                label="Youtube URL File Code"
                autoComplete="off"
                hint="Only the video's code, e.g. ZnuwB35GYMY"
                error={errors.youtube_link?.message}
                {...register('youtube_link')}
              />
            </>
          )}
        </Stack>
      </form>
    </Dialog>
  );
}
