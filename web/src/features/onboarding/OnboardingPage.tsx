import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import {
  emptyOnboardingAnswers,
  isOnboardingPageValid,
  ONBOARDING_PAGE_COUNT,
  onboardingMoodLabel,
  stressLabel,
  type OnboardingAnswers,
} from '@flowmind/core/onboarding';
import { buildOnboardingPayload, onboardingSubmitErrorMessage } from '@flowmind/core/onboarding-submit';
import { ApiError } from '../../lib/api';
import { useMe, type Me } from '../../lib/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormError } from '../../components/ui/FormError';
import { Input } from '../../components/ui/Input';
import { LoadingScreen } from '../../components/ui/LoadingScreen';
import { useCompleteOnboarding } from '../../api/onboarding';
import { ChoiceGroup, MultiChoiceGroup } from './components/ChoiceGroup';
import { ScaleSlider } from './components/ScaleSlider';
import { WizardProgress } from './components/WizardProgress';
import {
  ageRangeOptions,
  communicationOptions,
  experienceOptions,
  lifeStageOptions,
  practiceStyleOptions,
  practiceTimeOptions,
  primaryGoalOptions,
  stressSourceOptions,
} from './options';
import { IconTile } from '../../components/ui/IconTile';

/** The account check screen stays up for at least 2 s, so it does not flash past when the check is quick. */
const ACCOUNT_CHECK_MS = 2000;

/**
 * The onboarding questionnaire. The route gate already sends signed-out people to / and onboarded people to
 * /home; this screen shows 'Checking your account...' while the profile loads (at least 2 s), then the wizard.
 */
export default function OnboardingPage() {
  const me = useMe().data;
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setChecked(true), ACCOUNT_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!me || !checked) {
    return <LoadingScreen message="Checking your account..." className="min-h-[60dvh]" />;
  }
  return <OnboardingWizard me={me} />;
}

const PAGE_HEADINGS: Record<number, { title: string; intro: string }> = {
  1: {
    title: 'Tell us about yourself',
    intro: 'A few basics so your coach can meet you where you are.',
  },
  2: {
    title: 'What would you like to work on?',
    intro: 'Your goals shape the practices and the coach we suggest.',
  },
  3: {
    title: 'How do you like to practice?',
    intro: 'We adapt the length, timing and tone of your sessions to you.',
  },
  4: {
    title: 'Choose your practice style',
    intro: 'Pick the approaches that resonate with you. You can change this later.',
  },
};

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** What a failed submit shows; a fetch that never reached the server is a network error. */
function submitErrorText(error: Error): string {
  if (error instanceof ApiError) {
    return onboardingSubmitErrorMessage({ status: error.status, message: error.message });
  }
  return onboardingSubmitErrorMessage({ message: 'network request failed' });
}

function OnboardingWizard({ me }: { me: Me }) {
  const [answers, setAnswers] = useState<OnboardingAnswers>(() =>
    emptyOnboardingAnswers(me.firstName, me.lastName),
  );
  const [page, setPage] = useState(1);
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const hintId = useId();

  const valid = isOnboardingPageValid(page, answers);
  const lastPage = page === ONBOARDING_PAGE_COUNT;

  // After Previous or Next, start reading (and looking) at the top of the new page.
  useEffect(() => {
    if (!movedRef.current) return;
    headingRef.current?.focus();
    // Instant: a smooth scroll still running would fight the scroll that brings the next Tab stop into view.
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [page]);

  const update = <K extends keyof OnboardingAnswers>(key: K, value: OnboardingAnswers[K]) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    if (complete.isError) complete.reset();
  };

  /** The value and change handler of a one-answer question. */
  const answer = <K extends keyof OnboardingAnswers>(key: K) => ({
    value: answers[key],
    onChange: (value: OnboardingAnswers[K]) => update(key, value),
  });
  /** The same for a question that takes several answers. */
  const choices = <K extends 'primary_goals' | 'practice_style'>(key: K) => ({
    values: answers[key],
    onChange: (values: OnboardingAnswers[K]) => update(key, values),
  });

  const goTo = (next: number) => {
    movedRef.current = true;
    setPage(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || complete.isPending) return;
    if (!lastPage) {
      goTo(page + 1);
      return;
    }
    const payload = buildOnboardingPayload(answers, {
      userId: me.id,
      email: me.email,
      timezone: timeZone(),
    });
    complete.mutate(payload, { onSuccess: () => void navigate('/home', { replace: true }) });
  };

  const heading = PAGE_HEADINGS[page]!;
  const firstName = me.firstName.trim();

  return (
    <section aria-labelledby="onboarding-heading" className="mx-auto max-w-3xl animate-fade-up">
      <div className="flex items-center gap-3">
        <IconTile icon={Sparkles} className="size-11 shrink-0 rounded-2xl bg-teal-300/15 text-teal-200" />
        <div>
          <h1
            id="onboarding-heading"
            className="text-2xl font-semibold tracking-tight text-white sm:text-3xl"
          >
            {firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
          </h1>
          <p className="text-slate-300">
            Answer a few questions and we&apos;ll match you with your AI coach.
          </p>
        </div>
      </div>

      <div className="mt-8">
        <WizardProgress page={page} pageCount={ONBOARDING_PAGE_COUNT} />
      </div>

      <form onSubmit={onSubmit} noValidate className="mt-6">
        <Card className="p-5 sm:p-8">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight text-white focus:outline-none sm:text-2xl"
          >
            {heading.title}
          </h2>
          <p className="mt-1.5 text-slate-300">{heading.intro}</p>

          <div className="mt-8 space-y-9">
            {page === 1 && (
              <>
                <div className="grid gap-5 sm:grid-cols-2">
                  <Input
                    label="First name"
                    name="first_name"
                    autoComplete="given-name"
                    required
                    aria-required="true"
                    value={answers.first_name}
                    onChange={(event) => update('first_name', event.target.value)}
                  />
                  <Input
                    label="Last name"
                    name="last_name"
                    autoComplete="family-name"
                    required
                    aria-required="true"
                    value={answers.last_name}
                    onChange={(event) => update('last_name', event.target.value)}
                  />
                </div>
                <ChoiceGroup
                  legend="Age range"
                  columns="grid-cols-3 sm:grid-cols-6"
                  compact
                  options={ageRangeOptions}
                  {...answer('age_range')}
                />
                <ChoiceGroup
                  legend="Life stage"
                  hint="Which best describes where you are right now?"
                  columns="grid-cols-1 sm:grid-cols-2"
                  options={lifeStageOptions}
                  {...answer('life_stage')}
                />
                <ChoiceGroup
                  legend="Main source of stress"
                  columns="grid-cols-2 sm:grid-cols-5"
                  compact
                  options={stressSourceOptions}
                  {...answer('stress_source')}
                />
                <ScaleSlider
                  label="Stress level"
                  {...answer('stress_level')}
                  describe={stressLabel}
                  lowLabel="Low Stress"
                  highLabel="Extreme"
                />
                <ScaleSlider
                  label="How are you feeling today?"
                  {...answer('initial_mood')}
                  describe={onboardingMoodLabel}
                  lowLabel="Low Mood"
                  highLabel="Excellent"
                />
              </>
            )}

            {page === 2 && (
              <MultiChoiceGroup
                legend="Primary goals"
                hint="Choose as many as you like."
                options={primaryGoalOptions}
                {...choices('primary_goals')}
              />
            )}

            {page === 3 && (
              <>
                <ChoiceGroup
                  legend="Experience level"
                  columns="grid-cols-1 sm:grid-cols-3"
                  options={experienceOptions}
                  {...answer('experience_level')}
                />
                <ChoiceGroup
                  legend="Preferred practice time"
                  columns="grid-cols-2 sm:grid-cols-3"
                  options={practiceTimeOptions}
                  {...answer('preferred_practice_time')}
                />
                <ChoiceGroup
                  legend="Communication style"
                  hint="How would you like your coach to talk with you?"
                  columns="grid-cols-1 sm:grid-cols-2"
                  options={communicationOptions}
                  {...answer('communication_level')}
                />
              </>
            )}

            {page === 4 && (
              <MultiChoiceGroup
                legend="Practice style"
                hint="Choose one or more."
                options={practiceStyleOptions}
                {...choices('practice_style')}
              />
            )}
          </div>

          {complete.error && (
            <div className="mt-8">
              <FormError message={submitErrorText(complete.error)} />
            </div>
          )}

          <div className="mt-9 flex flex-col-reverse gap-3 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Button
              variant="secondary"
              onClick={() => goTo(page - 1)}
              disabled={page === 1 || complete.isPending}
            >
              <ArrowLeft className="size-4" aria-hidden />
              Previous
            </Button>
            <Button
              type="submit"
              disabled={!valid}
              pending={complete.isPending}
              aria-describedby={valid ? undefined : hintId}
            >
              {lastPage ? (
                complete.isPending ? (
                  'Setting up your experience...'
                ) : (
                  'Complete Setup & Get Matched'
                )
              ) : (
                <>
                  Next
                  <ArrowRight className="size-4" aria-hidden />
                </>
              )}
            </Button>
          </div>
          {!valid && (
            <p id={hintId} className="mt-3 text-center text-sm text-slate-300 sm:text-right">
              {page === 2 || page === 4
                ? 'Choose at least one option to continue.'
                : 'Answer every question on this page to continue.'}
            </p>
          )}
        </Card>
      </form>
    </section>
  );
}
