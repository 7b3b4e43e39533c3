import { useRegionName } from '@rendezvous/i18n';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

/** the sample posts members are shown with, by key in the landers catalogue */
export const POST_KEYS = ['weekend', 'coffee', 'concert', 'cooking', 'walk', 'travel'] as const;

/**
 * /landers/socialnetwork: a feed, as on a social network: members' posts with a photo, a time and the
 * reactions a visitor knows. Liking, commenting or replying is the signup.
 */
export function SocialNetwork({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const regionOf = useRegionName();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'socialnetwork');
  return (
    <div className="rdv-feed">
      <div className="rdv-feed__column">
        <header className="rdv-feed__intro">
          <h1>{texts.headline}</h1>
          <p>{texts.text}</p>
          <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button" />
        </header>
        <ol className="rdv-feed__posts" aria-label={t('socialnetwork.feed_label')}>
          {data.members.map((member, index) => (
            <li key={member.id}>
              <article className="rdv-feed__post">
                <header>
                  <img src={photoOf(data.site, member)} alt="" width={44} height={44} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
                  <span>
                    <strong>
                      <MemberName member={member} site={data.site} />
                    </strong>
                    <small>
                      {member.region ? `${regionOf(member.region)} · ` : ''}
                      {t('socialnetwork.minutes_ago', { n: 4 + index * 9 })}
                    </small>
                  </span>
                </header>
                <p>{t(`socialnetwork.posts.${POST_KEYS[member.id % POST_KEYS.length]}`)}</p>
                <img className="rdv-feed__photo" src={photoOf(data.site, member, 'full')} alt="" width={600} height={600} loading="lazy" decoding="async" />
                <footer>
                  <button type="button" onClick={signup.open}>
                    ♥ {t('socialnetwork.like')}
                  </button>
                  <button type="button" onClick={signup.open}>
                    💬 {t('socialnetwork.comment')}
                  </button>
                </footer>
              </article>
            </li>
          ))}
        </ol>
      </div>
      {signup.modal}
    </div>
  );
}
