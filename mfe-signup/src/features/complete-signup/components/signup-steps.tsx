import { SIGNUP_STEPS, type SignupStep, type User } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useState, type ComponentType } from 'react';
import { completeSignup } from '../api/complete-signup';
import { CheckInbox } from './check-inbox';
import { AboutMeStep } from './about-me-step';
import { MessageStep } from './message-step';
import { PushStep } from './pass-through-steps';
import { PhotoStep } from './photo-step';
import { PersonalInfoStep } from './personal-info-step';
import { SignupProgress } from './signup-progress';

type StepComponent = ComponentType<{ onSaved: () => Promise<void> }>;

/** The steps in the spec's order (section 2): message, photo, personal info, about me, push. */
const STEP_SCREENS: Record<SignupStep, StepComponent> = {
  message: MessageStep,
  photo: PhotoStep,
  personal_info: PersonalInfoStep,
  about_me: AboutMeStep,
  push: PushStep,
};

/** index into SIGNUP_STEPS, or DONE once the activation e-mail has gone out */
const DONE = SIGNUP_STEPS.length;

/** The signup steps one at a time, from where the member left off (user.signup_step). */
export function SignupSteps({ user }: { user: User }) {
  const refresh = useSession((state) => state.refresh);
  // A step name this build does not know (a newer server) starts at the beginning rather than nowhere.
  const [index, setIndex] = useState(() => (user.signup_step ? Math.max(0, SIGNUP_STEPS.indexOf(user.signup_step)) : DONE));

  const next = async () => {
    if (index < DONE - 1) {
      setIndex(index + 1);
      return;
    }
    // After the last step: complete, which sends the activation mail; then the session learns the
    // finished signup (the step calls answer without the gateway's composed user).
    await completeSignup();
    setIndex(DONE);
    refresh().catch((error: unknown) => console.error('[mfe-signup] session refresh failed', error));
  };

  if (index >= DONE) return <CheckInbox email={user.email} />;
  const Step = STEP_SCREENS[SIGNUP_STEPS[index]];
  return (
    <>
      <SignupProgress current={index + 1} total={SIGNUP_STEPS.length} />
      <Step key={index} onSaved={next} />
    </>
  );
}
