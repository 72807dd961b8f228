import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AppLink, useCarriedNavigationState as useCarriedState } from '../../lib/navigation';
import {
  ArrowRight,
  Brain,
  Fingerprint,
  Flame,
  Gauge,
  Leaf,
  MessageCircle,
  Radar,
  Sparkles,
  Timer,
  Users,
  Zap,
} from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-classes';
import { Wordmark } from '../../components/ui/Logo';
import { cn } from '../../components/ui/cn';
import { useDocumentTitle } from '../../lib/document-title';
import { IconTile } from '../../components/ui/IconTile';

type IconType = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const features: Array<{ title: string; body: string; icon: IconType }> = [
  {
    title: 'Hyper-Personalization',
    body: 'Practices shaped by your goals, your stress sources, your experience and the way you like to be spoken to.',
    icon: Fingerprint,
  },
  {
    title: 'Micro-Practices',
    body: 'Breathwork, focus resets and grounding in a few minutes: small enough to do today, strong enough to matter.',
    icon: Timer,
  },
  {
    title: 'Real-Time Delivery',
    body: 'Support when you need it: before the big meeting, after the hard conversation, in the middle of the afternoon slump.',
    icon: Zap,
  },
  {
    title: 'Community Connection',
    body: 'Accountability partners and mentors who keep you moving when motivation dips.',
    icon: Users,
  },
];

const pillars: Array<{ title: string; body: string; icon: IconType }> = [
  {
    title: 'Neuroplasticity & Neurochemical Activation',
    body: 'Short, repeated practice reshapes how your brain handles attention and stress, and activates the neurochemistry of calm focus.',
    icon: Brain,
  },
  {
    title: 'Ancient Techniques + Modern Science',
    body: 'Breathwork, meditation and contemplative traditions, refined by what behavioural and brain science shows actually works.',
    icon: Leaf,
  },
  {
    title: 'Challenge-Skill Balance',
    body: 'Each practice sits just beyond your current skill, the sweet spot where flow happens, and grows as you do.',
    icon: Gauge,
  },
  {
    title: 'Just-in-Time Adaptive Interventions',
    body: 'Guidance adapts to your mood, energy and context, so the right practice reaches you at the right moment.',
    icon: Radar,
  },
];

/**
 * The preview card's week of mood, as classes rather than style attributes: the page is prerendered and
 * the Content-Security-Policy (no 'unsafe-inline' styles) would drop a style attribute in the HTML.
 */
const moodBarHeights = ['h-3', 'h-4', 'h-3.5', 'h-5.5', 'h-5', 'h-6.5', 'h-7'];

/** The public landing page at /, what signed-out visitors see first; its calls to action lead to /signup. */
export default function LandingPage() {
  useDocumentTitle('Flowmind');
  return (
    <div className="relative overflow-x-clip">
      <LandingHeader />
      <main id="main">
        <Hero />
        <YearsIntoNow />
        <Experts />
        <WhyItWorks />
        <FinalCallToAction />
      </main>
      <footer className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-8 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <Wordmark className="text-base" />
          <p>Flowmind is a wellness tool, not a substitute for professional medical or mental health care.</p>
        </div>
      </footer>
    </div>
  );
}

function useScrolled(threshold = 12) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/** A call to action: a button-like link to sign-up that carries the page first requested. */
function SignupLink({
  size,
  className,
  children,
}: {
  size: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}) {
  const state = useCarriedState();
  return (
    <AppLink to="/signup" state={state} className={buttonClasses('primary', size, className)}>
      {children}
    </AppLink>
  );
}

function LandingHeader() {
  const scrolled = useScrolled();
  const state = useCarriedState();
  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition duration-300',
        scrolled
          ? 'border-b border-white/10 bg-[#0b1026]/75 backdrop-blur-xl'
          : 'border-b border-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:h-18 sm:px-8">
        <AppLink
          to="/"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-teal-300"
          aria-label="Flowmind home"
        >
          <Wordmark />
        </AppLink>
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <AppLink to="/login" state={state} className={buttonClasses('ghost', 'sm')}>
            Sign In
          </AppLink>
          <SignupLink size="sm">Launch App</SignupLink>
        </nav>
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section className="relative isolate pb-20 pt-28 sm:pb-28 sm:pt-36 lg:pt-40">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="animate-drift absolute -left-24 top-10 size-[26rem] rounded-full bg-teal-400/20 blur-3xl sm:size-[36rem]" />
        <div className="animate-drift absolute -right-24 top-0 size-[28rem] rounded-full bg-indigo-500/30 blur-3xl [animation-delay:-6s] sm:size-[40rem]" />
        <div className="animate-drift absolute bottom-0 left-1/3 size-[20rem] rounded-full bg-sky-400/10 blur-3xl [animation-delay:-12s]" />
        <FlowWaves className="absolute inset-x-0 bottom-0 h-48 w-full text-teal-200/20 sm:h-64" />
      </div>

      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="animate-fade-up">
          <p className="inline-flex items-center gap-2 rounded-full border border-teal-200/20 bg-teal-300/10 px-3.5 py-1.5 text-sm font-medium text-teal-100">
            <Sparkles className="size-4" aria-hidden />
            Adaptive AI coaching, in the moment
          </p>
          <h1 className="mt-6 text-[2.6rem] font-semibold leading-[1.05] tracking-tight text-white sm:text-6xl lg:text-[4rem]">
            <span className="block">From Chaos to Clarity.</span>{' '}
            <span className="text-gradient block pb-1">Step into Flow.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-200">
            AI coaches that understand you deliver short, personalised micro-practices (breathwork, focus
            resets, grounding) exactly when you need them.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
            <SignupLink size="lg">
              Start Now
              <ArrowRight className="size-5" aria-hidden />
            </SignupLink>
            <a href="#why-it-works" className={buttonClasses('secondary', 'lg')}>
              Why it works
            </a>
          </div>
          <dl className="mt-12 grid max-w-lg grid-cols-2 gap-6 border-t border-white/10 pt-8">
            <div>
              <dt className="sr-only">Users</dt>
              <dd className="text-3xl font-semibold text-white">10,000+</dd>
              <dd className="mt-1 text-sm text-slate-300">users finding their flow</dd>
            </div>
            <div>
              <dt className="sr-only">Moment of need</dt>
              <dd className="text-3xl font-semibold text-white">65%</dd>
              <dd className="mt-1 text-sm text-slate-300">
                of effective behaviour change happens in the moment of need
              </dd>
            </div>
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A product vignette built from HTML and CSS: a coach message, a breathing practice and a streak. */
function HeroPreview() {
  return (
    <div
      aria-hidden
      className="animate-fade-up relative mx-auto w-full max-w-sm [animation-delay:150ms] lg:max-w-md"
    >
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-teal-300/20 via-indigo-400/10 to-transparent blur-2xl" />
      <div className="rounded-[2rem] border border-white/10 bg-[#121a3a]/80 p-5 shadow-2xl shadow-black/40 backdrop-blur-xl">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-teal-300 to-indigo-400 font-bold text-slate-950">
            M
          </span>
          <div>
            <p className="text-sm font-semibold text-white">Your coach</p>
            <p className="text-xs text-slate-300">Stress &amp; focus</p>
          </div>
          <span className="ml-auto flex items-center gap-1.5 text-xs text-teal-200">
            <span className="size-2 rounded-full bg-teal-300" /> online
          </span>
        </div>
        <div className="mt-4 flex items-start gap-2">
          <MessageCircle className="mt-1 size-4 shrink-0 text-slate-400" />
          <p className="rounded-2xl rounded-tl-sm bg-white/[0.07] px-4 py-3 text-sm leading-relaxed text-slate-100">
            Big presentation in 10 minutes? Let&apos;s settle your nervous system first. Try this with me.
          </p>
        </div>
        <div className="mt-4 rounded-3xl border border-white/10 bg-gradient-to-br from-indigo-500/25 to-teal-400/15 p-5">
          <div className="flex items-center justify-between">
            <div>
              <p className="text-xs font-medium uppercase tracking-wider text-teal-100">Micro-practice</p>
              <p className="mt-1 text-lg font-semibold text-white">Box Breathing</p>
              <p className="text-sm text-slate-200">3 min · Calm focus</p>
            </div>
            <BreathingOrb />
          </div>
          <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-white/10">
            <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-teal-300 to-sky-300" />
          </div>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-white/[0.05] p-3.5">
            <p className="flex items-center gap-1.5 text-xs text-slate-300">
              <Flame className="size-3.5 text-amber-300" /> Streak
            </p>
            <p className="mt-1 text-xl font-semibold text-white">12 days</p>
          </div>
          <div className="rounded-2xl bg-white/[0.05] p-3.5">
            <p className="text-xs text-slate-300">Today&apos;s mood</p>
            <div className="mt-2 flex items-end gap-1">
              {moodBarHeights.map((height, i) => (
                <span
                  key={i}
                  className={cn('w-2.5 rounded-full bg-gradient-to-t from-indigo-400 to-teal-300', height)}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

function BreathingOrb() {
  return (
    <span className="relative flex size-16 items-center justify-center">
      <span className="absolute inset-0 animate-ping rounded-full bg-teal-300/20 [animation-duration:4s]" />
      <span className="absolute inset-2 rounded-full bg-gradient-to-br from-teal-200/60 to-indigo-300/40 blur-[2px]" />
      <span className="relative size-6 rounded-full bg-white/80" />
    </span>
  );
}

function FlowWaves({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1440 320" preserveAspectRatio="none" className={className} aria-hidden>
      <path
        d="M0 220C180 160 360 160 540 200s360 80 540 40 270-100 360-120"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M0 250C200 200 380 210 560 240s360 50 520 10 260-90 360-100"
        fill="none"
        stroke="currentColor"
        strokeOpacity=".6"
        strokeWidth="1.5"
      />
      <path
        d="M0 280C220 240 400 250 580 270s340 30 500-10 260-70 360-80"
        fill="none"
        stroke="currentColor"
        strokeOpacity=".35"
        strokeWidth="1.5"
      />
    </svg>
  );
}

function SectionHeading({
  eyebrow,
  title,
  children,
  id,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  id: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-teal-200">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-white sm:text-5xl">
        {title}
      </h2>
      {children && <p className="mt-5 text-lg leading-relaxed text-slate-200">{children}</p>}
    </div>
  );
}

function YearsIntoNow() {
  const steps = [
    { label: 'Years', note: 'of books, retreats and trial and error' },
    { label: 'Months', note: 'of waiting to feel a difference' },
    { label: 'Minutes', note: 'a day, guided by your coach' },
    { label: 'Now', note: 'calm and clarity when it counts' },
  ];
  return (
    <section aria-labelledby="years-heading" className="relative py-20 sm:py-28">
      <SectionHeading id="years-heading" eyebrow="Change, compressed" title="Turn Years Into Now">
        What once took years of searching now fits into the minutes you already have. Flowmind distils proven
        practices into small moments that fit your day, so change starts now, not someday.
      </SectionHeading>
      <ol className="mx-auto mt-14 grid max-w-5xl gap-4 px-5 sm:grid-cols-2 sm:px-8 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.label}
            className={cn(
              'relative rounded-3xl border p-6 transition',
              index === steps.length - 1
                ? 'border-teal-200/30 bg-gradient-to-br from-teal-300/20 to-indigo-400/20'
                : 'border-white/10 bg-white/[0.04]',
            )}
          >
            <span className="text-xs font-semibold text-slate-300">0{index + 1}</span>
            <p
              className={cn(
                'mt-3 text-3xl font-semibold tracking-tight',
                index === steps.length - 1 ? 'text-gradient' : 'text-white',
                index < steps.length - 1 && index < 2 && 'line-through decoration-white/30 decoration-2',
              )}
            >
              {step.label}
            </p>
            <p className="mt-2 text-sm text-slate-300">{step.note}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Experts() {
  return (
    <section aria-labelledby="experts-heading" className="relative py-20 sm:py-28">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-1/4 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-indigo-500/15 blur-3xl"
      />
      <SectionHeading id="experts-heading" eyebrow="Your AI coaches" title="Experts That Get You">
        Choose a coach whose style fits yours: direct, supportive, analytical or casual. Each one learns what
        moves you and adapts every conversation and practice to where you are today.
      </SectionHeading>
      <ul className="mx-auto mt-14 grid max-w-6xl gap-5 px-5 sm:grid-cols-2 sm:px-8 lg:grid-cols-4">
        {features.map(({ title, body, icon: Icon }) => (
          <li
            key={title}
            className="group rounded-3xl border border-white/10 bg-white/[0.05] p-6 shadow-xl shadow-black/10 backdrop-blur transition duration-300 hover:-translate-y-1 hover:border-teal-200/30 hover:bg-white/[0.08]"
          >
            <IconTile
              icon={Icon}
              size="md"
              className="bg-gradient-to-br from-teal-300/25 to-indigo-400/25 text-teal-100 transition group-hover:scale-105"
            />
            <h3 className="mt-5 text-lg font-semibold text-white">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-300">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhyItWorks() {
  return (
    <section id="why-it-works" aria-labelledby="why-heading" className="relative scroll-mt-20 py-20 sm:py-28">
      <SectionHeading id="why-heading" eyebrow="The science" title="Why It Works">
        Flowmind combines four principles that make small moments add up to lasting change.
      </SectionHeading>
      <ul className="mx-auto mt-14 grid max-w-5xl gap-5 px-5 sm:grid-cols-2 sm:px-8">
        {pillars.map(({ title, body, icon: Icon }, index) => (
          <li
            key={title}
            className="flex gap-5 rounded-3xl border border-white/10 bg-[#121a3a]/70 p-6 sm:p-7"
          >
            <IconTile icon={Icon} size="md" className="shrink-0 bg-indigo-400/15 text-indigo-100" />
            <div>
              <p className="text-xs font-semibold text-slate-300">Pillar {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-white">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{body}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-12 max-w-5xl px-5 sm:px-8">
        <div className="grid gap-6 rounded-3xl border border-teal-200/20 bg-gradient-to-r from-teal-400/15 via-sky-400/10 to-indigo-500/20 p-8 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-10 sm:p-10">
          <p className="text-gradient text-6xl font-semibold tracking-tight sm:text-7xl">65%</p>
          <p className="text-lg leading-relaxed text-slate-100">
            of effective behaviour change happens in the moment of need. That is why Flowmind meets you there,
            and why 10,000+ users practise with it.
          </p>
        </div>
      </div>
    </section>
  );
}

function FinalCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2.5rem] border border-white/10 bg-gradient-to-br from-indigo-600/50 via-[#16204a] to-teal-600/40 px-6 py-16 text-center shadow-2xl shadow-black/30 sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="absolute -right-20 -top-20 -z-10 size-72 rounded-full bg-teal-300/25 blur-3xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-24 -left-16 -z-10 size-72 rounded-full bg-indigo-400/30 blur-3xl"
        />
        <h2
          id="cta-heading"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-white sm:text-5xl"
        >
          Your calmer, clearer self is one practice away.
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-100">
          Answer a few questions, meet your coach and try your first micro-practice today.
        </p>
        <SignupLink size="lg" className="mt-9">
          Get Started Instantly
          <ArrowRight className="size-5" aria-hidden />
        </SignupLink>
      </div>
    </section>
  );
}
