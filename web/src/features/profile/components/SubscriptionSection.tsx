import { Check, Crown, Info } from 'lucide-react';
import { FREE_PLAN, formatMonthlyPrice, UPGRADE_PLANS } from '@flowmind/core/plans';
import { Button } from '../../../components/ui/Button';
import { SettingsSection } from './SettingsSection';

/**
 * Subscription: everyone is on the Free Plan; Premium and Elite are shown as upgrade options with
 * their prices and features. There is no checkout yet, and the screen says so rather than pretending.
 */
export function SubscriptionSection() {
  return (
    <SettingsSection
      icon={<Crown className="size-5" aria-hidden />}
      tone="bg-amber-300/15 text-amber-200"
      title="Subscription"
      description={
        <>
          Your plan: <strong className="font-semibold text-white">{FREE_PLAN.name}</strong>
        </>
      }
      action={
        <span className="inline-flex items-center rounded-full border border-teal-300/30 bg-teal-300/10 px-3 py-1 text-xs font-semibold text-teal-100">
          Current plan
        </span>
      }
    >
      <h3 className="text-sm font-medium text-slate-200">Upgrade options</h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {UPGRADE_PLANS.map((plan) => (
          <li
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className="flex flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-5"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h4 id={`plan-${plan.id}`} className="text-base font-semibold text-white">
                {plan.name}
              </h4>
              <p className="text-sm text-slate-300">
                <span className="text-xl font-semibold text-white">${plan.monthlyPriceUsd.toFixed(2)}</span>
                /month
                <span className="sr-only"> ({formatMonthlyPrice(plan)})</span>
              </p>
            </div>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-200">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-teal-300" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              size="sm"
              className="mt-5"
              disabled
              aria-describedby="upgrade-unavailable"
            >
              Upgrade to {plan.name}
            </Button>
          </li>
        ))}
      </ul>
      <p id="upgrade-unavailable" className="mt-4 flex items-start gap-2 text-sm text-slate-300">
        <Info className="mt-0.5 size-4 shrink-0 text-sky-300" aria-hidden />
        Upgrades aren&apos;t available yet: there is no checkout and nothing will be charged. Everything you
        use today is part of the Free Plan.
      </p>
    </SettingsSection>
  );
}
