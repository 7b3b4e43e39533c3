import { NavLink } from '@rendezvous/remote-kit';
import { useTranslation } from 'react-i18next';
import type { SendProblem } from '../lib/send';

/**
 * Explains a refused send in the member's language, with the way out where there is one (credits,
 * premium). A free member short of credits is offered both: buying credits, or premium (spec 6).
 */
export function SendProblemAlert({ problem, name, free = false }: { problem: SendProblem; name: string; free?: boolean }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (problem.kind) {
      case 'credits':
        return t('problems.credits');
      case 'premium':
        return t(problem.reason === 'conversations' ? 'problems.premium_conversations' : 'problems.premium_messages');
      case 'blocked':
        return t('problems.blocked', { name });
      case 'blocked_by_me':
        return t('problems.blocked_by_me', { name });
      case 'unsolicited':
        return t('problems.unsolicited', { name });
      case 'not_confirmed':
        return t('problems.not_confirmed');
      default:
        return t('problems.other', { message: problem.message });
    }
  })();
  const buy = problem.kind === 'credits';
  const premium = problem.kind === 'premium' || (problem.kind === 'credits' && free);
  return (
    <div className="rdv-alert rdv-alert--info rdv-chat-problem" role="alert">
      <span>{text}</span>
      {/* One group: the ways out stay together, beside the text or under it on a phone. */}
      {(buy || premium) && (
        <span className="rdv-chat-problem__actions">
          {buy && (
            <NavLink className="rdv-button rdv-button--secondary" href="/credits">
              {t('problems.buy_credits')}
            </NavLink>
          )}
          {premium && (
            <NavLink className="rdv-button rdv-button--secondary" href="/premium">
              {t('problems.go_premium')}
            </NavLink>
          )}
        </span>
      )}
    </div>
  );
}
