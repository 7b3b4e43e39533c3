import { useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoggedOutNotice, Screen } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { getOwnProfile } from '../../../api/members';
import { PhotosSection } from './photos-section';
import { ProfileForm } from './profile-form';

/** /profile, the account menu's "My profile" (spec 2): the member's photos and everything about them. */
export function OwnProfileScreen() {
  const { t } = useTranslation('members');
  const loggedIn = useSession((state) => state.user !== null);
  return (
    <Screen area="rdv-account" title={t('own_profile')}>
      {loggedIn ? <OwnProfile /> : <LoggedOutNotice />}
    </Screen>
  );
}

function OwnProfile() {
  const { t, i18n } = useTranslation('members');
  const accountId = useId();
  const profile = useQuery({ queryKey: memberKeys.ownProfile(), queryFn: getOwnProfile });

  if (profile.isPending) return <p role="status">{t('own_profile_page.loading')}</p>;
  if (profile.isError) return <LoadFailed message={t('own_profile_page.error')} onRetry={() => void profile.refetch()} />;

  const own = profile.data;
  // A date without a time: formatted as the calendar day it is, whatever the member's time zone.
  const birthDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${own.birth_date}T00:00:00Z`));
  return (
    <>
      <section className="rdv-account__section" aria-labelledby={accountId}>
        <h2 id={accountId} className="rdv-visually-hidden">
          {t('own_profile_page.account_title')}
        </h2>
        <dl className="rdv-own-profile__facts">
          <div>
            <dt>{t('own_profile_page.name')}</dt>
            <dd>{own.name}</dd>
          </div>
          <div>
            <dt>{t('own_profile_page.birth_date')}</dt>
            <dd>{t('own_profile_page.birth_date_value', { date: birthDate, age: own.age })}</dd>
          </div>
        </dl>
        <p className="rdv-field__hint">
          {t('own_profile_page.account_hint')} <Link to="/settings">{t('settings')}</Link>
        </p>
      </section>
      <PhotosSection initial={{ photos: own.photos, limit: own.photo_limit, premium: own.premium }} />
      <ProfileForm profile={own} />
    </>
  );
}
