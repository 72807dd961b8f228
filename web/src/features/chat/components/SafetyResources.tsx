import { useId } from 'react';
import { Globe, HeartHandshake, MessageSquareText, Phone, Siren } from 'lucide-react';
import type { CrisisResource, CrisisSupport } from '@flowmind/core/contracts/chat';
import { IconTile } from '../../../components/ui/IconTile';

const contactLinkClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-950 ' +
  'shadow-lg shadow-black/20 transition hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-white';

/** A web directory opens in a new tab, so the conversation (and the card) stays where it is. */
function linkTarget(contact: CrisisResource['contact']) {
  return contact.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The number behind a tel: link, for the matching sms: link of a 'call or text' line. */
function numberOf(href: string): string | null {
  return href.startsWith('tel:') ? href.slice(4) : null;
}

function ResourceContact({ contact }: { contact: CrisisResource['contact'] }) {
  if (!contact.href) {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-white">
        <Siren className="size-4 shrink-0 text-rose-200" aria-hidden />
        {contact.label}
      </p>
    );
  }
  const number = contact.kind === 'call_or_text' ? numberOf(contact.href) : null;
  if (number) {
    // The number as the line writes it ('1-800-422-4453'), not the digits the link dials.
    const written = contact.label.replace(/^call or text\s+/i, '');
    return (
      <div className="flex flex-wrap gap-2">
        <a href={contact.href} className={contactLinkClasses}>
          <Phone className="size-4" aria-hidden />
          Call {written}
        </a>
        <a href={`sms:${number}`} className={contactLinkClasses}>
          <MessageSquareText className="size-4" aria-hidden />
          Text {written}
        </a>
      </div>
    );
  }
  const Icon =
    contact.kind === 'text'
      ? MessageSquareText
      : contact.kind === 'emergency'
        ? Siren
        : contact.kind === 'web'
          ? Globe
          : Phone;
  return (
    <a href={contact.href} className={contactLinkClasses} {...linkTarget(contact)}>
      <Icon className="size-4" aria-hidden />
      {contact.label}
    </a>
  );
}

/**
 * Crisis support (the chat contract's `safety` block), drawn from structured data so the resources are
 * always there in full, whatever the reply's text says. Kind rather than alarming, and impossible to miss.
 */
export function SafetyResources({ safety }: { safety: CrisisSupport }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="crisis-resources"
      className="rounded-3xl border border-rose-200/30 bg-gradient-to-br from-rose-400/20 via-fuchsia-400/10 to-amber-300/10 p-5 shadow-xl shadow-black/20 sm:p-6"
    >
      {/* The message spans the card's width on a phone (beside the icon it would be a narrow column). */}
      <div className="flex items-center gap-3">
        <IconTile
          icon={HeartHandshake}
          className="size-11 shrink-0 rounded-2xl bg-rose-200/20 text-rose-100"
          iconClassName="size-6"
        />
        <h3 id={titleId} className="min-w-0 text-lg font-semibold tracking-tight text-white">
          {safety.title}
        </h3>
      </div>
      <p className="mt-3 leading-relaxed text-rose-50/90 sm:mt-1 sm:pl-14">{safety.message}</p>
      <ul className="mt-5 grid gap-3">
        {safety.resources.map((resource) => (
          <li key={resource.name} className="rounded-2xl border border-white/10 bg-slate-950/30 p-4">
            <p className="font-semibold text-white">{resource.name}</p>
            <p className="mt-0.5 text-sm leading-relaxed text-slate-200">{resource.description}</p>
            <div className="mt-3">
              <ResourceContact contact={resource.contact} />
            </div>
          </li>
        ))}
      </ul>
      {safety.elsewhere && safety.elsewhere.length > 0 && (
        <details className="mt-4 rounded-2xl border border-white/10 bg-slate-950/20 px-4 py-3 text-sm text-slate-200">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-white">
            Not in {safety.country ?? 'this country'}? Lines in other countries
          </summary>
          <ul className="mt-2 grid gap-2">
            {safety.elsewhere.map(({ country, line }) => (
              <li key={country}>
                <span className="font-semibold text-white">{country}:</span> {line.name} ·{' '}
                {line.contact.href ? (
                  <a
                    href={line.contact.href}
                    {...linkTarget(line.contact)}
                    className="whitespace-nowrap font-semibold text-rose-100 underline underline-offset-2"
                  >
                    {line.contact.label}
                  </a>
                ) : (
                  line.contact.label
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
