import { MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '@rendezvous/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryRegionFields, Field, InterestPicker } from '../../../components';
import { FINDER_GENDERS, FINDER_STEPS, firstStepWithError, type FinderAnswers, type FinderField, type FinderInput } from '../lib/finder-form';

const AGES = Array.from({ length: MAX_SEARCH_AGE - MIN_SEARCH_AGE + 1 }, (_, index) => MIN_SEARCH_AGE + index);

export interface FinderStepsProps {
  /** the site's countries the finder may ask for */
  countries: readonly string[];
  /** the member came back from the results: the first question takes the focus */
  focusOnMount: boolean;
  onFinish: (answers: FinderAnswers) => void;
}

/** One question at a time, with Back and Next; the last one shows the matches. */
export function FinderSteps({ countries, focusOnMount, onFinish }: FinderStepsProps) {
  const { t } = useTranslation('members');
  const { trigger, handleSubmit } = useFormContext<FinderInput, unknown, FinderAnswers>();
  const [step, setStep] = useState(0);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new question is announced by moving the focus to it (not on arrival: the page's own heading leads).
  const moved = useRef(focusOnMount);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const current = FINDER_STEPS[step] ?? FINDER_STEPS[0];
  const last = step === FINDER_STEPS.length - 1;
  const next = async () => {
    if (await trigger([...current.fields])) setStep(step + 1);
  };
  const finish = handleSubmit(onFinish, (errors) => setStep(firstStepWithError(errors)));

  return (
    <form
      className="rdv-form rdv-finder"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (last ? finish(event) : next());
      }}
    >
      <ol className="rdv-finder__steps" aria-label={t('match_finder_page.steps')}>
        {FINDER_STEPS.map(({ name }, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} className={index < step ? 'rdv-finder__step--done' : undefined}>
            {t(`match_finder_page.step_names.${name}`)}
          </li>
        ))}
      </ol>
      <p className="rdv-finder__progress">{t('match_finder_page.step_of', { step: step + 1, total: FINDER_STEPS.length })}</p>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="rdv-finder__question">
        {t(`match_finder_page.questions.${current.name}`)}
      </h2>
      {current.name === 'who' && <WhoStep headingId={headingId} />}
      {current.name === 'age' && <AgeStep />}
      {current.name === 'where' && <WhereStep countries={countries} />}
      {current.name === 'interests' && <InterestsStep headingId={headingId} />}
      <div className="rdv-form__actions">
        {step > 0 && (
          <button type="button" className="rdv-button rdv-button--ghost" onClick={() => setStep(step - 1)}>
            {t('match_finder_page.back')}
          </button>
        )}
        <button type="submit" className="rdv-button">
          {last ? t('match_finder_page.submit') : t('match_finder_page.next')}
        </button>
      </div>
    </form>
  );
}

/** A field's error, translated: the schema's messages are keys of this namespace. */
function useFieldError(name: FinderField): string | undefined {
  const { t } = useTranslation('members');
  const { formState } = useFormContext<FinderInput, unknown, FinderAnswers>();
  const message = formState.errors[name]?.message;
  return message ? t(message, { defaultValue: t('own_profile_page.invalid') }) : undefined;
}

function WhoStep({ headingId }: { headingId: string }) {
  const { t } = useTranslation('members');
  const { register } = useFormContext<FinderInput, unknown, FinderAnswers>();
  const error = useFieldError('gender');
  const errorId = useId();
  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="rdv-finder__choices"
      >
        {FINDER_GENDERS.map((gender) => (
          <label key={gender}>
            <input type="radio" value={gender} {...register('gender')} />
            <span>{t(`search_page.gender_${gender}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="rdv-field__error">
          {error}
        </p>
      )}
    </>
  );
}

function AgeStep() {
  const { t } = useTranslation('members');
  const { register } = useFormContext<FinderInput, unknown, FinderAnswers>();
  const minError = useFieldError('min_age');
  const maxError = useFieldError('max_age');
  const select = (name: 'min_age' | 'max_age', label: string, error: string | undefined) => (
    <Field label={label} errors={error ? [error] : undefined}>
      {(fieldControl) => (
        <select {...fieldControl} {...register(name, { setValueAs: Number })}>
          {AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <div className="rdv-own-profile__grid">
      {select('min_age', t('search_page.min_age'), minError)}
      {select('max_age', t('search_page.max_age'), maxError)}
    </div>
  );
}

function WhereStep({ countries }: { countries: readonly string[] }) {
  const { t } = useTranslation('members');
  const { control, setValue } = useFormContext<FinderInput, unknown, FinderAnswers>();
  const { field: country } = useController({ control, name: 'country' });
  const { field: region } = useController({ control, name: 'region' });
  const countryError = useFieldError('country');

  return (
    <CountryRegionFields
      countries={countries}
      country={{
        ...country,
        onChange: (code) => {
          country.onChange(code);
          // Another country has other regions.
          setValue('region', '');
        },
      }}
      // The finder needs a country (finder-form.ts): the empty option only asks for one until it is chosen.
      countryPlaceholder={country.value ? undefined : t('match_finder_page.choose_country_option')}
      countryErrors={countryError ? [countryError] : undefined}
      // '' looks from the member's own region (finder-form.ts).
      region={region}
      regionPlaceholder={t('search_page.region_any')}
      regionHint={t('match_finder_page.where_hint')}
    />
  );
}

function InterestsStep({ headingId }: { headingId: string }) {
  const { t } = useTranslation('members');
  const { control } = useFormContext<FinderInput, unknown, FinderAnswers>();
  return (
    <Controller
      control={control}
      name="interests"
      render={({ field }) => (
        // No legend here: the step's question names the chips.
        <InterestPicker
          name={field.name}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelledBy={headingId}
          hint={t('match_finder_page.interests_hint')}
        />
      )}
    />
  );
}
