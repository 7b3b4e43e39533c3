import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignupProgressProps {
  /** 1-based */
  current: number;
  total: number;
}

/** "Step 2 of 5" with a bar, named by that text for assistive technology. */
export function SignupProgress({ current, total }: SignupProgressProps) {
  const { t } = useTranslation('signup');
  const labelId = useId();
  return (
    <div className="rdv-progress">
      <span id={labelId}>{t('steps.progress', { current, total })}</span>
      <progress aria-labelledby={labelId} max={total} value={current} />
    </div>
  );
}
