import { ApiError } from '@rendezvous/api-client';
import { PHOTO_UPLOAD_TYPES, type OwnPhoto } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSignupStep } from '../api/save-signup-step';
import { photoFileProblem, uploadPhoto } from '../api/upload-photo';
import { StepForm } from './step-form';

/**
 * Step 1: photo. The member may upload one (POST /api/members/photos; it is "being inspected" until
 * an operator approves it) or skip; either way the step is recorded with an empty body.
 */
export function PhotoStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('signup');
  const hintId = useId();
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const refreshUser = useSession((state) => state.refresh);
  const [uploaded, setUploaded] = useState<OwnPhoto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadPhoto,
    onMutate: () => setProblem(null),
    onSuccess: (answer) => {
      // The answer lists all the member's photos: the new one has the highest id.
      setUploaded(answer.photos.reduce<OwnPhoto | null>((newest, photo) => (!newest || photo.id > newest.id ? photo : newest), null));
      // The shell's "add a photo" alert reads user.profile.main_image.
      refreshUser().catch((error: unknown) => console.error('[mfe-signup] session refresh failed', error));
    },
    // The server words its refusals (limit, not an image, too large) itself: shown as sent.
    onError: (error) => setProblem(error instanceof ApiError && error.envelope.message ? error.envelope.message : t('generic', { ns: 'errors' })),
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const local = photoFileProblem(file);
    if (local) setProblem(t(`steps.photo.${local}`));
    else upload.mutate(file);
  };

  return (
    <StepForm
      title={t('steps.photo.title')}
      text={t('steps.photo.text')}
      submitLabel={uploaded ? t('steps.continue') : t('steps.skip')}
      busy={upload.isPending}
      save={async () => {
        await saveSignupStep('photo', {});
        await onSaved();
      }}
    >
      {() => (
        <>
          {uploaded ? (
            <figure className="rdv-signup-photo">
              <img src={`${photoPrefix}/${uploaded.thumb_filename}`} alt={t('steps.photo.preview')} width={160} height={160} />
              {uploaded.status === 'being_inspected' && <figcaption className="rdv-signup-photo__badge">{t('steps.photo.being_inspected')}</figcaption>}
            </figure>
          ) : (
            <div className="rdv-field">
              <label
                className={
                  upload.isPending
                    ? 'rdv-button rdv-button--ghost rdv-photo-upload rdv-photo-upload--disabled'
                    : 'rdv-button rdv-button--ghost rdv-photo-upload'
                }
              >
                <input type="file" accept={PHOTO_UPLOAD_TYPES.join(',')} disabled={upload.isPending} aria-describedby={hintId} onChange={onFile} />
                {t('steps.photo.choose')}
              </label>
              <p id={hintId} className="rdv-field__hint">
                {t('steps.photo.hint')}
              </p>
            </div>
          )}
          {upload.isPending && (
            <p role="status">
              <progress className="rdv-upload-progress" aria-label={t('steps.photo.uploading')} /> {t('steps.photo.uploading')}
            </p>
          )}
          {uploaded && (
            <p role="status" className="rdv-alert rdv-alert--success">
              {t('steps.photo.uploaded')}
            </p>
          )}
          {problem && (
            <p role="alert" className="rdv-alert rdv-alert--danger">
              {problem}
            </p>
          )}
        </>
      )}
    </StepForm>
  );
}
