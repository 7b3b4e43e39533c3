import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateOfBirthFieldProps {
  /** YYYY-MM-DD, or '' while not every part is chosen */
  value: string;
  onChange: (value: string) => void;
  minAge: number;
  errors?: string[];
}

/** the oldest age the year list offers */
const MAX_AGE = 100;

interface Parts {
  day: string;
  month: string;
  year: string;
}

function split(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1], month: String(Number(match[2])), day: String(Number(match[3])) } : { day: '', month: '', year: '' };
}

function join({ day, month, year }: Parts): string {
  return day && month && year ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : '';
}

/** The date-of-birth picker: day, month and year lists under the spec's own label (section 5). */
export function DateOfBirthField({ value, onChange, minAge, errors = [] }: DateOfBirthFieldProps) {
  const { t, i18n } = useTranslation('signup');
  const [parts, setParts] = useState<Parts>(() => split(value));
  const errorId = useId();
  const invalid = errors.length > 0;

  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [i18n.language]);

  // Only years that can give the minimum age are offered; the server checks the exact date.
  const newestYear = new Date().getFullYear() - minAge;
  const years = Array.from({ length: MAX_AGE - minAge + 1 }, (_, index) => String(newestYear - index));

  const change = (part: keyof Parts, next: string) => {
    const updated = { ...parts, [part]: next };
    setParts(updated);
    onChange(join(updated));
  };

  const common = { required: true, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };
  return (
    <fieldset className="rdv-fieldset">
      <legend>{t('fields.date_of_birth', { min_age: minAge })}</legend>
      <div className="rdv-fieldset__row">
        <label>
          {t('fields.day')}
          <select {...common} name="day" value={parts.day} onChange={(event) => change('day', event.target.value)}>
            <option value="">–</option>
            {Array.from({ length: 31 }, (_, index) => String(index + 1)).map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fields.month')}
          <select {...common} name="month" value={parts.month} onChange={(event) => change('month', event.target.value)}>
            <option value="">–</option>
            {monthNames.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fields.year')}
          <select {...common} name="year" value={parts.year} onChange={(event) => change('year', event.target.value)}>
            <option value="">–</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>
      {invalid && (
        <p id={errorId} className="rdv-field__error">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
