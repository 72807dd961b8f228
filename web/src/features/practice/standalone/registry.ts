import { lazy } from 'react';
import type { DedicatedPlayerRegistry } from '../player-types';

/**
 * The five dedicated players, one per built-in id, each loaded only when opened. Titles are the names the
 * person sees. Which database practice opens which player is decided in core (dedicatedPracticeOf).
 */
export const dedicatedPlayers: DedicatedPlayerRegistry = {
  breathwork: { title: 'Box Breathing', component: lazy(() => import('./BoxBreathingPlayer')) },
  visualization: {
    title: 'Success Visualization',
    component: lazy(() => import('./SuccessVisualizationPlayer')),
  },
  gratitude: { title: 'Gratitude Journal', component: lazy(() => import('./GratitudeJournalPlayer')) },
  mindfulness: { title: 'Sacred Ordinary', component: lazy(() => import('./SacredOrdinaryPlayer')) },
  neuroscience: { title: 'Brain Wave Entrainment', component: lazy(() => import('./BrainWavePlayer')) },
};
