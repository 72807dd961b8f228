import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OnboardingSubmission } from '@flowmind/core/onboarding';
import { ONBOARDING_LOGIN_REQUIRED, OnboardingResult } from '@flowmind/core/contracts/onboarding';
import { currentUser } from '../../auth/session';
import { completeOnboarding, type OnboardingDeps } from './onboarding.service';

export function registerOnboardingRoutes(app: FastifyInstance, deps: OnboardingDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/onboarding/complete',
    {
      config: { unauthorizedMessage: ONBOARDING_LOGIN_REQUIRED },
      schema: { body: OnboardingSubmission, response: { 200: OnboardingResult } },
    },
    async (request) => completeOnboarding(deps, currentUser(request), request.body),
  );
}
