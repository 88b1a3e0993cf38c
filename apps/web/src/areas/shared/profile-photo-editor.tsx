import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '@urembo/api-client';
import { Avatar, Button, toast } from '@urembo/ui';
import { useId, useRef } from 'react';
import { t } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';
import { shrunkFile } from '../../lib/shrink-image.ts';
import { businessKeys } from '../../queries/businesses.ts';
import { invalidate } from '../../queries/invalidate.ts';
import { professionalKeys } from '../../queries/professionals.ts';
import { sessionKeys } from '../../queries/session.ts';
import { errorText } from './errors.ts';

/** The signed-in user's profile photo: upload or change it (shrunk first), or go back to initials. */
export function ProfilePhotoEditor() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const done = async (saved: NonNullable<typeof me>, title: string) => {
    queryClient.setQueryData(sessionKeys.me, saved);
    toast({ title, variant: 'success' });
    await invalidate(queryClient, professionalKeys.all, businessKeys.all);
  };
  const upload = useMutation({
    mutationFn: async (file: File) =>
      (
        await api.PUT('/api/me/photo/', {
          // openapi-typescript types a file part as its string form; toFormData sends the File itself.
          body: { photo: (await shrunkFile(file)) as unknown as string },
          bodySerializer: toFormData,
        })
      ).data!,
    onSuccess: (saved) => done(saved, t('shared.photo.saved')),
    onError: (error) => toast({ title: errorText(error), variant: 'error' }),
  });
  const remove = useMutation({
    mutationFn: async () => (await api.DELETE('/api/me/photo/')).data!,
    onSuccess: (saved) => done(saved, t('shared.photo.removed')),
    onError: (error) => toast({ title: errorText(error), variant: 'error' }),
  });
  if (!me) return null;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar src={me.profile_pic} name={me.name} size="lg" />
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          // Opened by the button below, which names it: out of the tab order and the accessibility tree.
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <Button
          type="button"
          variant="outline"
          loading={upload.isPending}
          labels={{ loading: t('shared.photo.uploading') }}
          onClick={() => input.current?.click()}
        >
          {t('shared.photo.upload')}
        </Button>
        <Button type="button" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
          {t('shared.photo.remove')}
        </Button>
      </div>
    </div>
  );
}
