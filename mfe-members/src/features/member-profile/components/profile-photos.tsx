import type { MemberProfile } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { deferredComponent } from '@rendezvous/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const lightbox = deferredComponent(() => import('./photo-lightbox'));
const Lightbox = lightbox.Component;

export interface ProfilePhotosProps {
  member: MemberProfile;
  /** a visitor asked for more: the signup modal, as for like and message (spec 6) */
  onSignup: () => void;
}

/**
 * A profile's main photo, its count and the grid of all its photos. Unlocked photos open in a
 * lightbox; locked ones (spec 6: a premium member's photos for free viewers and visitors) come from
 * the server only as a blurred file, and lead to premium, or a visitor to the signup.
 */
export function ProfilePhotos({ member, onSignup }: ProfilePhotosProps) {
  const { t } = useTranslation('members');
  const photoPrefix = useSession((state) => state.settings?.cdn_prefix ?? '/photos');
  const loggedIn = useSession((state) => state.user !== null);
  const premiumViewer = useSession((state) => state.user?.paid_user ?? false);
  const [open, setOpen] = useState<number | null>(null);

  const unlocked = useMemo(() => member.photos.flatMap((photo) => (photo.locked ? [] : [photo])), [member.photos]);
  const slides = useMemo(
    () => unlocked.map((photo, index) => ({ src: `${photoPrefix}/${photo.filename}`, alt: t('profile_page.open_photo', { number: index + 1 }) })),
    [unlocked, photoPrefix, t],
  );
  const mainSlide = member.main_image ? unlocked.findIndex((photo) => photo.filename === member.main_image?.filename) : -1;
  const anyLocked = member.photos.some((photo) => photo.locked);
  // Fetched as the profile shows, so a tap on a photo opens it at once.
  useEffect(() => {
    if (unlocked.length > 0) lightbox.preload();
  }, [unlocked.length]);

  return (
    <div className="rdv-profile__photo">
      {member.main_image ? (
        mainSlide >= 0 ? (
          <button
            type="button"
            className="rdv-profile__photo-open"
            aria-label={t('profile_page.open_photo', { number: mainSlide + 1 })}
            onClick={() => setOpen(mainSlide)}
          >
            <img src={`${photoPrefix}/${member.main_image.filename}`} alt={member.name} width={480} height={480} />
          </button>
        ) : (
          <img src={`${photoPrefix}/${member.main_image.filename}`} alt={member.name} width={480} height={480} />
        )
      ) : (
        <span className="rdv-member-card__initial" aria-hidden="true">
          {member.name.slice(0, 1)}
        </span>
      )}
      <p>{t('profile_page.photos', { count: member.photo_count })}</p>
      {member.photos.length > 1 && (
        <div className="rdv-profile__photos">
          <ul className="rdv-photo-grid" aria-label={t('profile_page.photo_list')}>
            {member.photos.map((photo, position) => {
              const number = position + 1;
              if (!photo.locked) {
                const slide = unlocked.indexOf(photo);
                return (
                  <li key={photo.id} className="rdv-photo-tile">
                    <button
                      type="button"
                      className="rdv-photo-tile__image"
                      aria-label={t('profile_page.open_photo', { number: slide + 1 })}
                      onClick={() => setOpen(slide)}
                    >
                      <img src={`${photoPrefix}/${photo.thumb_filename}`} alt="" loading="lazy" width={240} height={240} />
                    </button>
                  </li>
                );
              }
              const blurred = (
                <>
                  <img src={`${photoPrefix}/${photo.blurred_filename}`} alt="" loading="lazy" width={240} height={240} />
                  <span className="rdv-photo-tile__lock" aria-hidden="true">
                    <LockIcon />
                  </span>
                </>
              );
              const label = t('profile_page.locked_photo', { number });
              return (
                <li key={photo.id} className="rdv-photo-tile">
                  {!loggedIn ? (
                    <button type="button" className="rdv-photo-tile__image" aria-label={label} onClick={onSignup}>
                      {blurred}
                    </button>
                  ) : !premiumViewer ? (
                    <Link to="/premium" className="rdv-photo-tile__image" aria-label={label}>
                      {blurred}
                    </Link>
                  ) : (
                    <span className="rdv-photo-tile__image" role="img" aria-label={label}>
                      {blurred}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {anyLocked && !loggedIn && (
            <button type="button" className="rdv-button rdv-button--link" onClick={onSignup}>
              {t('profile_page.signup_to_see_photos')}
            </button>
          )}
          {anyLocked && loggedIn && !premiumViewer && <Link to="/premium">{t('profile_page.see_all_photos')}</Link>}
        </div>
      )}
      {open !== null && (
        <Lightbox
          open
          index={open}
          close={() => setOpen(null)}
          slides={slides}
          carousel={{ finite: true }}
          labels={{
            Lightbox: t('profile_page.photos_of', { name: member.name }),
            'Photo gallery': t('profile_page.photos_of', { name: member.name }),
            '{index} of {total}': t('profile_page.slide_counter'),
            Previous: t('profile_page.previous_photo'),
            Next: t('profile_page.next_photo'),
            Close: t('close'),
          }}
        />
      )}
    </div>
  );
}

/** A padlock drawn inline: it must show on every device, emoji font or not. */
function LockIcon() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" fillOpacity="0.25" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
