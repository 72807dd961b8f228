import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChevronRight, Clock, Compass, MessageCircle, UserRound } from 'lucide-react';
import { useMe } from '../../../lib/session';
import { coachQueryOptions } from '../../../api/coaches';
import { CoachAvatar } from '../../../components/coaches/CoachAvatar';
import { useRecommendedPractices } from '../../../api/practices';
import { DEFAULT_PRACTICE_LIST } from '../../../components/practices/built-in-practices';
import { CategoryIcon } from '../../../components/practices/CategoryIcon';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { IconTile } from '../../../components/ui/IconTile';

interface CatalogueCard {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  categoryName: string;
}

function PracticeCard({ card }: { card: CatalogueCard }) {
  return (
    <li>
      <Link
        to={`/practice?practiceId=${encodeURIComponent(card.id)}`}
        className="group flex h-full gap-4 rounded-3xl border border-white/10 bg-white/[0.05] p-5 transition hover:border-white/25 hover:bg-white/[0.08] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300"
      >
        <CategoryIcon categoryName={card.categoryName} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-lg font-semibold tracking-tight text-white">{card.name}</span>
          <span className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-300">{card.description}</span>
          <span className="mt-auto flex items-center gap-1.5 pt-3 text-sm text-slate-400">
            <Clock className="size-3.5" aria-hidden />
            {card.durationMinutes} min
            <span aria-hidden>·</span>
            {card.categoryName}
          </span>
        </span>
        <ChevronRight
          className="size-5 shrink-0 self-center text-slate-500 transition group-hover:translate-x-0.5 group-hover:text-white motion-reduce:transition-none"
          aria-hidden
        />
      </Link>
    </li>
  );
}

function CardSkeletons() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading practices...
      </p>
      <ul aria-hidden className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex gap-4 rounded-3xl border border-white/10 bg-white/[0.04] p-5">
            <span className="size-12 shrink-0 animate-pulse rounded-2xl bg-white/10 motion-reduce:animate-none" />
            <span className="flex-1 space-y-2.5">
              <span className="block h-5 w-1/2 animate-pulse rounded-full bg-white/15 motion-reduce:animate-none" />
              <span className="block h-3.5 w-full animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
              <span className="block h-3.5 w-4/5 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /practice without a chosen practice: the intro naming the coach and their specialty, the
 * coach card, the practice cards and the switch-coach card. When the practice data cannot load, the built-in
 * five show instead.
 */
export function PracticeCatalogue() {
  const me = useMe();
  const coachId = me.data?.coachId ?? null;
  const coach = useQuery({ ...coachQueryOptions(coachId ?? ''), enabled: Boolean(coachId) });
  const practices = useRecommendedPractices(coachId, { enabled: Boolean(me.data) });

  const cards: CatalogueCard[] = practices.isError
    ? DEFAULT_PRACTICE_LIST.map((practice) => ({ ...practice }))
    : (practices.data ?? []).map((practice) => ({
        id: practice.id,
        name: practice.name,
        description: practice.description,
        durationMinutes: practice.duration_minutes,
        categoryName: practice.category.name,
      }));
  const coachData = coach.data;
  const specialty = coachData?.specialization.trim() || 'personal growth';

  return (
    <div className="animate-fade-up space-y-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">Your Practices</h1>
        <p className="mt-2 text-lg text-slate-300">
          {coachData
            ? `${coachData.name} has curated these practices specifically for you based on ${specialty.toLowerCase()}.`
            : 'Short guided practices for breath, focus, gratitude and calm. Choose one to begin.'}
        </p>
      </header>

      {coachData && (
        <Card className="p-5 sm:p-6">
          <div className="flex items-center gap-4">
            <CoachAvatar name={coachData.name} imageUrl={coachData.avatar_config.image_url} size="lg" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-wider text-slate-400">Your AI guide</p>
              <h2 className="mt-0.5 text-xl font-semibold tracking-tight text-white">{coachData.name}</h2>
              <p className="text-sm font-medium text-teal-200">{coachData.specialization}</p>
            </div>
            <ButtonLink to={`/chat/${coachData.id}`} variant="secondary" size="sm" className="max-sm:hidden">
              <MessageCircle className="size-4" aria-hidden />
              Chat with {coachData.name.split(' ')[0]}
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-slate-300">{coachData.description}</p>
          {coachData.expertise_areas.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Expertise">
              {coachData.expertise_areas.slice(0, 3).map((area) => (
                <li key={area} className="rounded-full bg-white/[0.07] px-3 py-1 text-xs text-slate-200">
                  {area}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      <section aria-labelledby="practice-list-heading">
        <h2 id="practice-list-heading" className="text-xl font-semibold tracking-tight text-white">
          {coachData ? 'Curated for you' : 'Practices'}
        </h2>
        {practices.isError && (
          <p role="status" className="mt-3 rounded-2xl bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
            We couldn&apos;t load your curated practices, so here are our five built-in practices.
          </p>
        )}
        <div className="mt-4">
          {practices.isPending && !practices.isError ? (
            <CardSkeletons />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {cards.map((card) => (
                <PracticeCard key={card.id} card={card} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <Card className="flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <IconTile icon={Compass} size="md" className="shrink-0 bg-indigo-300/15 text-indigo-200" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-white">
            {coachId ? 'Want to switch coaches?' : 'Need guidance?'}
          </h2>
          <p className="mt-0.5 text-sm text-slate-300">
            {coachId
              ? 'Each guide curates different practices. Choose another one on your home page.'
              : 'Choose an AI guide and they will curate practices for your goals.'}
          </p>
        </div>
        <ButtonLink to="/home" variant="secondary">
          <UserRound className="size-4" aria-hidden />
          {coachId ? 'Switch AI Guide' : 'Choose Your AI Guide'}
        </ButtonLink>
      </Card>
    </div>
  );
}
