import { loadReferenceData } from '@rendezvous/api-client';
import { LoadFailed } from '@rendezvous/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InterestIcon, useInterestName } from '@rendezvous/ui';

export interface InterestPickerProps {
  /** the checkboxes' name */
  name: string;
  /** the chosen interests' ids */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur: () => void;
  /**
   * the id of the element that asks for the interests, where no legend around the chips does (the
   * match finder's question): the chips then form a group it names
   */
  labelledBy?: string;
  /** a hint above the chips, read with them */
  hint?: string;
}

/**
 * The interests as checkbox chips with their icons, from interests.php. Shared by the own profile and
 * the match finder so the same interests look and read the same in both. When interests.php cannot be
 * loaded it offers a retry instead, with the own profile's message.
 */
export function InterestPicker({ name, value, onChange, onBlur, labelledBy, hint }: InterestPickerProps) {
  const { t } = useTranslation('members');
  const interestName = useInterestName();
  const hintId = useId();
  const interests = useQuery({ queryKey: ['reference', 'interests'], queryFn: () => loadReferenceData('interests'), staleTime: Infinity });
  if (interests.isError) return <LoadFailed message={t('own_profile_page.interests_error')} onRetry={() => void interests.refetch()} />;
  return (
    <>
      {hint && (
        <p id={hintId} className="rdv-field__hint">
          {hint}
        </p>
      )}
      <div role={labelledBy ? 'group' : undefined} aria-labelledby={labelledBy} aria-describedby={hint ? hintId : undefined} className="rdv-interest-picker">
        {interests.data?.map((interest) => (
          <label key={interest.id}>
            <input
              type="checkbox"
              name={name}
              value={interest.id}
              checked={value.includes(interest.id)}
              onBlur={onBlur}
              onChange={(event) => onChange(event.target.checked ? [...value, interest.id] : value.filter((id) => id !== interest.id))}
            />
            <InterestIcon icon={interest.icon} />
            <span>{interestName(interest)}</span>
          </label>
        ))}
      </div>
    </>
  );
}
