import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check, NotebookPen, Pencil, Trash2, X } from 'lucide-react';
import {
  MAX_MEMORY_TEXT_LENGTH,
  MEMORY_KIND_LABELS,
  MEMORY_KINDS,
  MEMORY_TEXT_REQUIRED,
  type MemoryFact,
} from '@flowmind/core/contracts/memory';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormError } from '../../../components/ui/FormError';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/Input';
import { Switch } from '../../../components/ui/Switch';
import {
  useCoachMemory,
  useUpdateMemoryFact,
  useDeleteMemoryFact,
  useForgetCoachMemory,
  useSaveMemorySettings,
} from '../../../api/memory';
import { IconTile } from '../../../components/ui/IconTile';

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * 'What {coach} remembers': the short notes a coach keeps from the conversations, grouped by kind, each
 * editable in place and deletable; 'Forget everything' after a confirmation; and the switch that stops
 * every coach from keeping or using notes. The person sees exactly what the coach uses.
 */
export function CoachMemoryDialog({
  open,
  onClose,
  coachId,
  coachFirstName,
}: {
  open: boolean;
  onClose: () => void;
  coachId: string;
  coachFirstName: string;
}) {
  const memory = useCoachMemory(coachId, open);
  const saveSettings = useSaveMemorySettings();
  const forgetAll = useForgetCoachMemory(coachId);
  const [confirmingForget, setConfirmingForget] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const switchLabelId = useId();
  const switchHintId = useId();

  // Closing starts the next opening afresh: no half-made confirmation, no stale announcement.
  const close = () => {
    setConfirmingForget(false);
    setAnnouncement('');
    onClose();
  };

  const facts = memory.data?.facts ?? [];
  const enabled = saveSettings.isPending
    ? (saveSettings.variables?.enabled ?? true)
    : (memory.data?.enabled ?? true);
  const groups = MEMORY_KINDS.map((kind) => ({
    kind,
    facts: facts.filter((fact) => fact.kind === kind),
  })).filter((group) => group.facts.length > 0);

  const toggle = () => {
    const next = !enabled;
    saveSettings.mutate(
      { enabled: next },
      {
        onSuccess: () =>
          setAnnouncement(next ? `${coachFirstName} will remember things again.` : `Memory is off.`),
      },
    );
  };

  const forget = () =>
    forgetAll.mutate(undefined, {
      onSuccess: () => {
        setConfirmingForget(false);
        setAnnouncement(`${coachFirstName} forgot everything.`);
      },
    });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`What ${coachFirstName} remembers`}
      description={`Short notes ${coachFirstName} keeps from your conversations to coach you better. Only you and ${coachFirstName} see them, and you can change or delete any of them.`}
      className="sm:max-w-xl"
    >
      <div className="space-y-5">
        <div className="flex items-start justify-between gap-4 rounded-2xl border border-white/10 bg-white/[0.03] px-4 py-3.5">
          <div className="min-w-0">
            <p id={switchLabelId} className="text-sm font-semibold text-white">
              Remember things from our conversations
            </p>
            <p id={switchHintId} className="mt-1 text-sm text-slate-300">
              {enabled
                ? `${coachFirstName} notes people, goals and what helps, and uses them in replies.`
                : `${coachFirstName} won't add notes or use the ones below. Turn it on again any time.`}
            </p>
          </div>
          <Switch
            checked={enabled}
            onCheckedChange={toggle}
            labelledBy={switchLabelId}
            describedBy={switchHintId}
            disabled={memory.isPending || saveSettings.isPending}
            className="mt-0.5"
          />
        </div>
        {saveSettings.isError && (
          <FormError message={errorText(saveSettings.error, 'Your choice could not be saved.')} />
        )}

        {memory.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2.5 py-8 text-sm text-slate-300">
            <Spinner size="sm" className="text-teal-300" />
            Loading what {coachFirstName} remembers...
          </p>
        ) : memory.isError ? (
          <div className="space-y-3">
            <FormError message={errorText(memory.error, 'We could not load this right now.')} />
            <Button variant="secondary" size="sm" onClick={() => void memory.refetch()}>
              Try again
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <EmptyMemory coachFirstName={coachFirstName} enabled={enabled} />
        ) : (
          <div className="space-y-5">
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`memory-${group.kind}`}>
                <h3
                  id={`memory-${group.kind}`}
                  className="text-xs font-semibold uppercase tracking-wider text-teal-200"
                >
                  {MEMORY_KIND_LABELS[group.kind]}
                </h3>
                <ul className="mt-2 divide-y divide-white/[0.07] rounded-2xl border border-white/10 bg-white/[0.03]">
                  {group.facts.map((fact) => (
                    <MemoryFactItem
                      key={fact.id}
                      fact={fact}
                      coachId={coachId}
                      onAnnounce={setAnnouncement}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}

        {facts.length > 0 && (
          <div className="border-t border-white/10 pt-5">
            {confirmingForget ? (
              <div
                role="group"
                aria-labelledby="forget-everything-question"
                className="rounded-2xl border border-rose-300/30 bg-rose-500/10 p-4"
              >
                <p id="forget-everything-question" className="text-sm font-semibold text-white">
                  Forget everything {coachFirstName} remembers?
                </p>
                <p className="mt-1 text-sm text-rose-100/90">
                  All {facts.length} {facts.length === 1 ? 'note is' : 'notes are'} deleted for good. Your
                  conversation stays.
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="danger" size="sm" onClick={forget} pending={forgetAll.isPending}>
                    Yes, forget everything
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirmingForget(false)}>
                    Keep them
                  </Button>
                </div>
                {forgetAll.isError && (
                  <div className="mt-3">
                    <FormError
                      message={errorText(forgetAll.error, 'Nothing was deleted. Please try again.')}
                    />
                  </div>
                )}
              </div>
            ) : (
              <Button variant="danger-outline" size="sm" onClick={() => setConfirmingForget(true)}>
                <Trash2 className="size-4" aria-hidden />
                Forget everything
              </Button>
            )}
          </div>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </Dialog>
  );
}

function EmptyMemory({ coachFirstName, enabled }: { coachFirstName: string; enabled: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/15 px-5 py-8 text-center">
      <IconTile icon={NotebookPen} size="md" className="bg-teal-300/10 text-teal-200" />
      <p className="mt-4 font-semibold text-white">{enabled ? 'Nothing remembered yet' : 'Memory is off'}</p>
      <p className="mt-1.5 max-w-sm text-sm text-slate-300">
        {enabled
          ? `As you chat, ${coachFirstName} may note the people in your life, what's weighing on you, your goals, and which practices helped or didn't. Every note shows up here for you to change or delete.`
          : `${coachFirstName} won't remember anything from your conversations until you turn this back on.`}
      </p>
    </div>
  );
}

function MemoryFactItem({
  fact,
  coachId,
  onAnnounce,
}: {
  fact: MemoryFact;
  coachId: string;
  onAnnounce: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(fact.text);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMemoryFact(coachId);
  const remove = useDeleteMemoryFact(coachId);
  const inputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const startEditing = () => {
    setDraft(fact.text);
    setError(null);
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    setError(null);
    // Focus goes back to where it was, so a keyboard user keeps their place in the list.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError(MEMORY_TEXT_REQUIRED);
      return;
    }
    if (text === fact.text) {
      stopEditing();
      return;
    }
    update.mutate(
      { id: fact.id, text },
      {
        onSuccess: () => {
          onAnnounce('Saved.');
          stopEditing();
        },
        onError: (failure) => setError(errorText(failure, 'Your change could not be saved.')),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Escape leaves the edit, not the whole dialog.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      stopEditing();
    }
  };

  if (editing) {
    return (
      <li className="px-3 py-3 sm:px-4">
        <form onSubmit={save} className="space-y-2.5">
          <label htmlFor={inputId} className="sr-only">
            Edit note
          </label>
          <input
            ref={inputRef}
            id={inputId}
            value={draft}
            maxLength={MAX_MEMORY_TEXT_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(inputClasses, 'h-11 text-sm')}
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-rose-200">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" size="sm" pending={update.isPending}>
              {!update.isPending && <Check className="size-4" aria-hidden />}
              Save
            </Button>
            <Button variant="ghost" size="sm" onClick={stopEditing}>
              <X className="size-4" aria-hidden />
              Cancel
            </Button>
            <span className="ml-auto text-xs text-slate-400">Enter saves · Esc cancels</span>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-2 py-1.5 pl-4 pr-1.5">
      <p className="min-w-0 flex-1 break-words py-1.5 text-sm text-slate-100">{fact.text}</p>
      <button
        ref={editButtonRef}
        type="button"
        onClick={startEditing}
        aria-label={`Edit "${fact.text}"`}
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
      >
        <Pencil className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        onClick={() =>
          remove.mutate(fact.id, {
            onSuccess: () => onAnnounce(`Deleted "${fact.text}".`),
            onError: (failure) => onAnnounce(errorText(failure, 'The note could not be deleted.')),
          })
        }
        disabled={remove.isPending}
        aria-label={`Delete "${fact.text}"`}
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-slate-300 transition hover:bg-rose-500/15 hover:text-rose-100 focus-visible:outline-2 focus-visible:outline-teal-300 disabled:opacity-60"
      >
        {remove.isPending ? <Spinner size="sm" /> : <Trash2 className="size-4" aria-hidden />}
      </button>
    </li>
  );
}
