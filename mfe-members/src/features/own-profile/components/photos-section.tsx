import { ApiError } from '@rendezvous/api-client';
import { PHOTO_LIMITS, PHOTO_UPLOAD_TYPES, type OwnPhoto, type OwnPhotos } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { deletePhoto, getOwnPhotos, makeMainPhoto, photoFileProblem, uploadPhoto } from '../api/own-photos';

/**
 * The member's own photos (spec 4, 5): up to PHOTO_LIMITS by premium, new ones "being inspected"
 * until an operator approves them; one is the main photo. Seeded from GET /api/members/profile.
 */
export function PhotosSection({ initial }: { initial: OwnPhotos }) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const headingId = useId();
  const hintId = useId();
  const refreshUser = useSession((state) => state.refresh);
  const ownId = useSession((state) => state.user?.profile?.id ?? null);
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OwnPhoto | null>(null);
  const photos = useQuery({ queryKey: memberKeys.ownPhotos(), queryFn: getOwnPhotos, initialData: initial });

  /** Every change answers the whole list; the shell's "add a photo" alert reads user.profile.main_image. */
  const changed = (answer: OwnPhotos) => {
    queryClient.setQueryData(memberKeys.ownPhotos(), answer);
    if (ownId !== null) void queryClient.invalidateQueries({ queryKey: memberKeys.profile(ownId) });
    refreshUser().catch((error: unknown) => console.error('[mfe-members] session refresh failed', error));
  };
  /** The server words its refusals (limit, not an image, too large) as PHOTO_MESSAGES: shown as sent. */
  const refused = (error: Error) => setProblem(error instanceof ApiError && error.envelope.message ? error.envelope.message : t('account.generic_error'));
  const start = () => {
    setProblem(null);
    setNotice(null);
  };

  const upload = useMutation({
    mutationFn: uploadPhoto,
    onMutate: start,
    onSuccess: (answer) => {
      changed(answer);
      setNotice(t('own_profile_page.photos.uploaded'));
    },
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: (photo: OwnPhoto) => deletePhoto(photo.id),
    onMutate: start,
    onSuccess: (answer) => {
      changed(answer);
      setNotice(t('own_profile_page.photos.deleted'));
    },
    onError: refused,
    onSettled: () => setDeleting(null),
  });
  const makeMain = useMutation({
    mutationFn: (photo: OwnPhoto) => makeMainPhoto(photo.id),
    onMutate: start,
    onSuccess: (answer) => {
      changed(answer);
      setNotice(t('own_profile_page.photos.main_changed'));
    },
    onError: refused,
  });

  const { photos: list, limit, premium } = photos.data;
  const atLimit = list.length >= limit;
  const busy = upload.isPending || remove.isPending || makeMain.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    start();
    const local = photoFileProblem(file);
    if (local) setProblem(t(`own_profile_page.photos.${local}`));
    else upload.mutate(file);
  };

  return (
    <section className="rdv-account__section rdv-own-profile__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('own_profile_page.photos.title')}</h2>
      <p>{t('own_profile_page.photos.count', { count: list.length, limit })}</p>
      {list.length === 0 ? (
        <p>{t('own_profile_page.photos.none')}</p>
      ) : (
        <ul className="rdv-photo-grid" aria-label={t('own_profile_page.photos.list')}>
          {list.map((photo, index) => {
            const label = t('own_profile_page.photos.photo', { number: index + 1 });
            return (
              <li key={photo.id} className="rdv-photo-tile" aria-label={label}>
                <span className="rdv-photo-tile__image">
                  <img src={`${photoPrefix}/${photo.thumb_filename}`} alt={label} loading="lazy" width={240} height={240} />
                  <span className="rdv-photo-tile__badges">
                    {photo.main && <span className="rdv-badge rdv-badge--main">{t('own_profile_page.photos.main')}</span>}
                    {photo.status === 'being_inspected' && (
                      <span className="rdv-badge rdv-badge--inspecting">{t('own_profile_page.photos.being_inspected')}</span>
                    )}
                  </span>
                </span>
                <span className="rdv-photo-tile__actions">
                  {/* Only an inspected photo can become the main one (PHOTO.NOT_INSPECTED). */}
                  {!photo.main && photo.status === 'active' && (
                    <button type="button" className="rdv-button rdv-button--link" disabled={busy} onClick={() => makeMain.mutate(photo)}>
                      {t('own_profile_page.photos.make_main')}
                    </button>
                  )}
                  <button type="button" className="rdv-button rdv-button--link" disabled={busy} onClick={() => setDeleting(photo)}>
                    {t('own_profile_page.photos.delete')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}

      {atLimit ? (
        <p className="rdv-alert rdv-alert--info">
          {premium ? (
            t('own_profile_page.photos.limit', { limit })
          ) : (
            <>
              {t('own_profile_page.photos.limit_free', { limit, premium_limit: PHOTO_LIMITS.premium })}{' '}
              <Link to="/premium">{t('own_profile_page.photos.go_premium')}</Link>
            </>
          )}
        </p>
      ) : (
        <>
          <label className={busy ? 'rdv-button rdv-photo-upload rdv-photo-upload--disabled' : 'rdv-button rdv-photo-upload'}>
            <input type="file" accept={PHOTO_UPLOAD_TYPES.join(',')} disabled={busy} aria-describedby={hintId} onChange={onFile} />
            {t('own_profile_page.photos.add')}
          </label>
          <p id={hintId} className="rdv-field__hint">
            {t('own_profile_page.photos.hint')}
          </p>
        </>
      )}
      {upload.isPending && (
        <p role="status">
          <progress className="rdv-upload-progress" aria-label={t('own_profile_page.photos.uploading')} /> {t('own_profile_page.photos.uploading')}
        </p>
      )}
      {notice && (
        <p role="status" className="rdv-alert rdv-alert--success">
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className="rdv-alert rdv-alert--danger">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('own_profile_page.photos.delete_title')}
        text={t('own_profile_page.photos.delete_text')}
        confirmLabel={t('own_profile_page.photos.delete_confirm')}
        cancelLabel={t('own_profile_page.cancel')}
        pending={remove.isPending}
        danger
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
