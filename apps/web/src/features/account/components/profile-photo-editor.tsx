import { Avatar, Button, toast } from '@urembo/ui';
import { useId, useRef } from 'react';
import { t } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useMe } from '../../../lib/session.tsx';
import { useRemovePhoto, useUploadPhoto } from '../api/me.ts';

/** The signed-in user's profile photo: upload or change it (shrunk first), or go back to initials. */
export function ProfilePhotoEditor() {
  const { data: me } = useMe();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useUploadPhoto({
    onSuccess: () => toast({ title: t('shared.photo.saved'), variant: 'success' }),
    onError: (error) => toast({ title: errorText(error), variant: 'error' }),
  });
  const remove = useRemovePhoto({
    onSuccess: () => toast({ title: t('shared.photo.removed'), variant: 'success' }),
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
