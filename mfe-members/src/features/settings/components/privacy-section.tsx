import type { MemberVisibility } from '@rendezvous/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { unblockMember } from '../../../api/members';
import { getBlockedMembers, getVisibility, saveVisibility } from '../api/visibility';

const MODES = ['invisible', 'privacy'] as const satisfies readonly (keyof MemberVisibility)[];

/**
 * Who can find and contact the member (spec 6): invisible and privacy modes, switched here, and the
 * members they blocked, with a way to unblock each.
 */
export function PrivacySection() {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const headingId = useId();
  const visibility = useQuery({ queryKey: memberKeys.visibility(), queryFn: getVisibility });
  const blocked = useQuery({ queryKey: memberKeys.blocked(), queryFn: getBlockedMembers });
  const save = useMutation({
    mutationFn: saveVisibility,
    onSuccess: (stored) => {
      queryClient.setQueryData(memberKeys.visibility(), stored);
      void queryClient.invalidateQueries({ queryKey: memberKeys.searches() });
    },
  });
  const lift = useMutation({
    mutationFn: unblockMember,
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.blocked() });
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(id) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.searches() });
    },
  });

  return (
    <section className="rdv-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('privacy_section.title')}</h2>
      {visibility.isError ? (
        <LoadFailed message={t('account.generic_error')} onRetry={() => void visibility.refetch()} />
      ) : (
        // Named by the section's heading: a legend repeating it printed the title twice (issue 31).
        <fieldset className="rdv-form" aria-labelledby={headingId} disabled={!visibility.data || save.isPending}>
          {MODES.map((mode) => (
            <label key={mode} className="rdv-checkbox">
              <input
                type="checkbox"
                name={mode}
                checked={visibility.data?.[mode] ?? false}
                onChange={(event) => visibility.data && save.mutate({ ...visibility.data, [mode]: event.target.checked })}
              />
              <span>
                <strong>{t(`privacy_section.${mode}`)}</strong> {t(`privacy_section.${mode}_hint`)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {save.isSuccess && (
        <p role="status" className="rdv-alert rdv-alert--success">
          {t('privacy_section.saved')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="rdv-alert rdv-alert--danger">
          {t('account.generic_error')}
        </p>
      )}

      <h3>{t('privacy_section.blocked_title')}</h3>
      {blocked.data?.length === 0 && <p>{t('privacy_section.blocked_none')}</p>}
      {blocked.data && blocked.data.length > 0 && (
        <ul className="rdv-blocked-list" aria-label={t('privacy_section.blocked_title')}>
          {blocked.data.map((member) => (
            <li key={member.id}>
              <Link to={`/members/${member.id}`}>{member.name}</Link>{' '}
              <button type="button" className="rdv-button rdv-button--ghost" disabled={lift.isPending} onClick={() => lift.mutate(member.id)}>
                {t('profile_page.unblock')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
