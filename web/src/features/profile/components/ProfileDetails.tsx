import { useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Pencil, Plus, UserRound, X } from 'lucide-react';
import { ProfileUpdateInput, type Profile } from '@flowmind/core/contracts/profile';
import { COUNTRY_CODES, countryName } from '@flowmind/core/countries';
import {
  addGoal,
  COUNTRY_HINT,
  goalLabel,
  MAX_GOAL_LENGTH,
  MAX_NAME_LENGTH,
  normalizeSocialLinks,
  SOCIAL_LINK_INVALID,
  splitSocialLinks,
} from '@flowmind/core/profile';
import { useCoaches } from '../../../api/coaches';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormError } from '../../../components/ui/FormError';
import { Input, inputClasses } from '../../../components/ui/Input';
import { cn } from '../../../components/ui/cn';
import { useUpdateProfile } from '../../../api/profile';
import { SettingsSection, StatusMessage } from './SettingsSection';

/**
 * What Save Changes checks before sending, by core's rules: the names as every route saves them (a first name
 * is required) and each social link as core reads it. The counts of links and goals are the server's to
 * refuse; its answer shows like any other failed save.
 */
const ProfileDraft = z.object({
  firstName: ProfileUpdateInput.shape.firstName.unwrap(),
  lastName: ProfileUpdateInput.shape.lastName.unwrap(),
  socialsText: z
    .string()
    .refine((text) => normalizeSocialLinks(splitSocialLinks(text)) !== null, SOCIAL_LINK_INVALID),
  goals: z.array(z.string()),
  coachId: z.string(),
  /** ISO 3166-1 alpha-2, or '' for not chosen. */
  country: z.string(),
});
type Draft = z.input<typeof ProfileDraft>;

/** Every country, by its English name: any may be chosen (crisis lines follow it). */
const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

const draftOf = (profile: Profile): Draft => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  socialsText: profile.socials.join(', '),
  goals: [...profile.goals],
  coachId: profile.coachId ?? '',
  country: profile.country ?? '',
});

const EDIT_BUTTON_ID = 'edit-profile-button';

/** A link as people read it: without the scheme. */
const linkText = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * The Profile section: view, then Edit Profile, then Saving..., then view again on success; on an error it
 * stays in edit mode and says why. Email is always read-only.
 */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [addingGoal, setAddingGoal] = useState(false);
  const update = useUpdateProfile();
  const coaches = useCoaches();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Draft>({
    // The fields are sent as typed (raw); the server trims and normalises them by the same rules.
    resolver: zodResolver(ProfileDraft, undefined, { raw: true }),
    defaultValues: draftOf(profile),
    // Checked on Save Changes only; a message stays until the next save or until editing stops.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const goals = useWatch({ control, name: 'goals' });
  const error =
    errors.firstName?.message ??
    errors.lastName?.message ??
    errors.socialsText?.message ??
    errors.root?.server?.message ??
    null;
  const coachName = coaches.data?.find((coach) => coach.id === profile.coachId)?.name;

  const startEditing = () => {
    reset(draftOf(profile));
    setEditing(true);
    setStatus(null);
  };
  const stopEditing = () => {
    setEditing(false);
    clearErrors();
    // Focus goes back to the button that opened the form, which is back once the form is gone.
    requestAnimationFrame(() => document.getElementById(EDIT_BUTTON_ID)?.focus());
  };

  const save = (draft: Draft) => {
    if (update.isPending) return;
    update.mutate(
      {
        firstName: draft.firstName,
        lastName: draft.lastName,
        socials: splitSocialLinks(draft.socialsText),
        goals: draft.goals,
        coachId: draft.coachId || null,
        country: draft.country || null,
      },
      {
        onSuccess: () => {
          setStatus('Profile saved.');
          stopEditing();
        },
        onError: (failure) =>
          setError('root.server', { message: `Your profile was not saved: ${failure.message}` }),
      },
    );
  };

  return (
    <SettingsSection
      icon={<UserRound className="size-5" aria-hidden />}
      tone="bg-teal-300/15 text-teal-200"
      title="Profile"
      description="Your name, country, links, goals and AI guide."
      action={
        editing ? (
          <Button variant="ghost" size="sm" onClick={stopEditing} disabled={update.isPending}>
            Cancel
          </Button>
        ) : (
          <Button id={EDIT_BUTTON_ID} variant="secondary" size="sm" onClick={startEditing}>
            <Pencil className="size-4" aria-hidden />
            Edit Profile
          </Button>
        )
      }
    >
      {editing && (
        <AddGoalDialog
          open={addingGoal}
          onClose={() => setAddingGoal(false)}
          onAdd={(goal) => setValue('goals', addGoal(goals, goal))}
        />
      )}
      {editing ? (
        <form onSubmit={handleSubmit(save)} noValidate className="space-y-5" aria-label="Edit profile">
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              // The form opens on a click of Edit Profile, so focus moves into it.
              autoFocus
              label="First name"
              autoComplete="given-name"
              maxLength={MAX_NAME_LENGTH}
              {...register('firstName')}
              required
            />
            <Input
              label="Last name"
              autoComplete="family-name"
              maxLength={MAX_NAME_LENGTH}
              {...register('lastName')}
            />
          </div>
          <Input
            label="Email"
            type="email"
            value={profile.email}
            readOnly
            aria-readonly="true"
            hint="Email cannot be changed"
            className="cursor-not-allowed text-slate-300"
          />
          <Input
            label="Social links"
            {...register('socialsText')}
            placeholder="instagram.com/you, linkedin.com/in/you"
            hint="Separate links with commas."
            autoComplete="off"
          />

          <fieldset>
            <legend className="text-sm font-medium text-slate-200">Goals</legend>
            {goals.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {goals.map((goal) => (
                  <li
                    key={goal}
                    className="flex max-w-full items-center gap-1 rounded-full border border-teal-300/25 bg-teal-300/10 py-1 pl-3 pr-1 text-sm text-teal-50"
                  >
                    <span className="truncate">{goalLabel(goal)}</span>
                    <button
                      type="button"
                      aria-label={`Remove goal ${goalLabel(goal)}`}
                      onClick={() =>
                        setValue(
                          'goals',
                          goals.filter((g) => g !== goal),
                        )
                      }
                      className="flex size-7 shrink-0 items-center justify-center rounded-full text-teal-100 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-400">No goals yet.</p>
            )}
            <Button variant="ghost" size="sm" className="-ml-2 mt-2" onClick={() => setAddingGoal(true)}>
              <Plus className="size-4" aria-hidden />
              Add Goal
            </Button>
          </fieldset>

          <SelectField
            control={control}
            name="coachId"
            id="profile-coach"
            label="AI guide"
            after={coaches.isError && <p className="text-sm text-rose-300">{coaches.error.message}</p>}
          >
            <option value="">Select your preferred AI guide</option>
            {coaches.data?.map((coach) => (
              <option key={coach.id} value={coach.id}>
                {coach.name} · {coach.specialization}
              </option>
            ))}
          </SelectField>

          <SelectField
            control={control}
            name="country"
            id="profile-country"
            label="Country"
            hint={COUNTRY_HINT}
            autoComplete="country"
          >
            <option value="">Not set</option>
            {COUNTRY_OPTIONS.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>

          <FormError message={error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" pending={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button variant="ghost" onClick={stopEditing} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="First name">{profile.firstName || '—'}</Field>
            <Field label="Last name">{profile.lastName || '—'}</Field>
            <Field label="Email">{profile.email}</Field>
            <Field label="AI guide">{coachName ?? (profile.coachId ? '…' : 'Not chosen yet')}</Field>
            <Field label="Country">{profile.country ? countryName(profile.country) : 'Not set'}</Field>
            <Field label="Social links" wide>
              {profile.socials.length > 0 ? (
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {profile.socials.map((url) => (
                    <li key={url} className="min-w-0 max-w-full">
                      <a
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="block truncate text-teal-200 underline decoration-teal-200/40 underline-offset-4 hover:text-teal-100 focus-visible:outline-2 focus-visible:outline-teal-300"
                      >
                        {linkText(url)}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                'None added'
              )}
            </Field>
            <Field label="Goals" wide>
              {profile.goals.length > 0 ? profile.goals.map(goalLabel).join(', ') : 'None yet'}
            </Field>
          </dl>
          <StatusMessage message={status} className="not-empty:mt-4" />
        </>
      )}
    </SettingsSection>
  );
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * A labelled drop-down of the form. Controlled, so a saved choice shows once its options have loaded (the
 * coaches come from the server).
 */
function SelectField({
  control,
  name,
  id,
  label,
  hint,
  autoComplete,
  after,
  children,
}: {
  control: Control<Draft>;
  name: 'coachId' | 'country';
  id: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  /** Shown under the drop-down, such as why its options did not load. */
  after?: ReactNode;
  /** The options. */
  children: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field: { ref, value, onChange, onBlur } }) => (
          <select
            ref={ref}
            id={id}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            aria-describedby={hintId}
            autoComplete={autoComplete}
            className={cn(inputClasses, 'appearance-auto')}
          >
            {children}
          </select>
        )}
      />
      {after}
      {hint && (
        <p id={hintId} className="text-xs text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

/** 'Enter a new goal:' — a goal is added only if it is non-blank after trimming. */
function AddGoalDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (goal: string) => void;
}) {
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React still bubbles its submit to any form around it.
    event.stopPropagation();
    if (!text.trim()) return;
    onAdd(text);
    close();
  };
  return (
    <Dialog open={open} onClose={close} title="Add a goal">
      <form onSubmit={onSubmit} className="space-y-5">
        <Input
          label="Enter a new goal:"
          value={text}
          maxLength={MAX_GOAL_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. Calmer mornings"
          autoComplete="off"
        />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!text.trim()}>
            Add Goal
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
