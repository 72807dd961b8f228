/** Subscription plans. Everyone is on Free; Premium and Elite are only shown as upgrade options. */
export interface Plan {
  id: 'free' | 'premium' | 'elite';
  name: string;
  /** Monthly price in US dollars; 0 for Free. */
  monthlyPriceUsd: number;
  features: string[];
}

export const FREE_PLAN: Plan = {
  id: 'free',
  name: 'Free Plan',
  monthlyPriceUsd: 0,
  features: ['Daily practice plan', 'Chat with your AI coach', 'Mood tracking and progress'],
};

export const UPGRADE_PLANS: Plan[] = [
  {
    id: 'premium',
    name: 'Premium',
    monthlyPriceUsd: 9.99,
    features: [
      'Advanced breathwork and visualization',
      'Personalized AI copilot',
      'Unlimited community connections',
      'Detailed analytics',
    ],
  },
  {
    id: 'elite',
    name: 'Elite',
    monthlyPriceUsd: 49.99,
    features: ['All Premium features', '1:1 expert matching', 'Custom circle creation', 'Priority support'],
  },
];

/** '$9.99/month'. */
export function formatMonthlyPrice(plan: Plan): string {
  return `$${plan.monthlyPriceUsd.toFixed(2)}/month`;
}
